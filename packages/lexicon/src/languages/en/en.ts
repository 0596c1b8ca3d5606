import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { guessBySuffix } from '../suffixes.js';
import { splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule } from '../types.js';

/**
 * English. Contractions split as the Penn Treebank does (`do` + `n't`, `we` + `'re`); a
 * possessive `'s` is dropped (`John's` → John), and `'s` after a pronoun is `is`/`has` (lemma be).
 * `gonna`, `wanna`, `gotta` are two words. A dropped g (`nothin'`) is read as -ing.
 */
const closedClass = closedClassTable(`
n't not:PART
'm be:AUX
're be:AUX
's be:AUX
've have:AUX
'll will:AUX
'd would:AUX
i I:PRON
gonna go:VERB+to:PART
wanna want:VERB+to:PART
gotta get:VERB+to:PART
gimme give:VERB+me:PRON
lemme let:VERB+me:PRON
kinda kind:NOUN+of:ADP
sorta sort:NOUN+of:ADP
outta out:ADP+of:ADP
dunno do:AUX+not:PART+know:VERB
y' you:PRON
o'clock o'clock:ADV
ya you:PRON
em them:PRON
cannot can:AUX+not:PART
${sameLemma('a', 'DET', 'a an')}
${selfLemmas('DET', 'the this that these those my your his her its our their some any no every each all both either neither')}
${selfLemmas('PRON', 'me you he him she it we us they them myself yourself himself herself itself ourselves yourselves themselves mine yours hers ours theirs who whom whose what which someone something nothing everything anything nobody everybody somebody anybody')}
${selfLemmas('ADP', 'of in on at to for with from by about into over after before under between through during without against among around off up down out')}
${selfLemmas('CCONJ', 'and or but nor')}
${selfLemmas('SCONJ', 'if because although though while since unless whether')}
${sameLemma('be', 'AUX', 'am is are was were be been being')}
${sameLemma('have', 'AUX', 'have has had having')}
${sameLemma('do', 'AUX', 'do does did done doing')}
${sameLemma('go', 'VERB', 'go goes went gone going')}
${sameLemma('get', 'VERB', 'get gets got gotten getting')}
${sameLemma('say', 'VERB', 'say says said saying')}
${sameLemma('know', 'VERB', 'know knows knew known knowing')}
${sameLemma('think', 'VERB', 'think thinks thought thinking')}
${sameLemma('come', 'VERB', 'come comes came coming')}
${sameLemma('see', 'VERB', 'see sees saw seen seeing')}
${sameLemma('make', 'VERB', 'make makes made making')}
${sameLemma('take', 'VERB', 'take takes took taken taking')}
${sameLemma('tell', 'VERB', 'tell tells told telling')}
${sameLemma('man', 'NOUN', 'man men')}
${sameLemma('woman', 'NOUN', 'woman women')}
${sameLemma('child', 'NOUN', 'child children')}
${sameLemma('person', 'NOUN', 'person people')}
${sameLemma('good', 'ADJ', 'good better best')}
`);

const functionWords = new Set(
  words(`the a this that these those my your his her its our their some any no every each all both either
  neither I me you he him she it we us they them myself yourself himself herself itself ourselves
  yourselves themselves mine yours hers ours theirs who whom whose which of in on at to for with from by
  about into over after before under between through during without against and or but nor if because
  although though while since unless whether not`),
);

/** Pronouns and adverbs after which `'s` is `is`/`has`; after anything else it is a possessive. */
const verbalS = new Set(
  words(`it that what he she there here who where how when why this everything nothing something
  someone everyone somebody everybody nobody anyone anything one`),
);

const negationStems: Readonly<Record<string, string>> = { ca: 'can', wo: 'will', sha: 'shall' };

function splitWord(word: string, table: Parameters<LanguageModule['splitWord']>[1]): string[] {
  const clean = withoutTrailingApostrophe(word, table);
  const lower = clean.toLowerCase();
  if (!clean.includes("'") || table.hasAnalysis(lower)) return splitHyphens(clean, table);
  if (lower.endsWith("n't") && clean.length > 3) {
    const stem = clean.slice(0, -3);
    const mapped = negationStems[stem.toLowerCase()];
    const fullStem = mapped === undefined ? stem : sameCase(stem, mapped);
    return [...splitHyphens(fullStem, table), clean.slice(-3)];
  }
  const clitic = /^(.+)('(?:s|re|m|ve|ll|d))$/i.exec(clean);
  if (clitic !== null) {
    const [, stem = '', ending = ''] = clitic;
    const stemLower = stem.toLowerCase();
    if (ending.toLowerCase() !== "'s") return [...splitHyphens(stem, table), ending];
    if (stemLower === 'let') return [stem, 'us'];
    if (verbalS.has(stemLower)) return [stem, ending];
    return splitHyphens(stem, table);
  }
  return clean
    .split("'")
    .flatMap((part, index, parts) => (index < parts.length - 1 ? [`${part}'`] : [part]))
    .filter((part) => part !== "'" && part !== '')
    .flatMap((part) =>
      table.has(part.toLowerCase()) ? [part] : splitHyphens(part.replace(/'$/, ''), table),
    );
}

function sameCase(model: string, word: string): string {
  return model[0] !== undefined && model[0] !== model[0].toLowerCase()
    ? word[0]?.toUpperCase() + word.slice(1)
    : word;
}

export const english: LanguageModule = {
  code: 'en',
  locale: 'en',
  closedClass,
  functionWords,
  splitWord,
  modalVerbs: new Set(words('can could will would shall should may might must')),
  subjectPronouns: new Set(words('i you he she it we they')),
  guess(key, table) {
    // nothin' → nothing, goin' → going (the apostrophe is gone by now).
    if (key.endsWith('in') && table.hasAnalysis(`${key}g`)) return table.readings(`${key}g`)?.[0];
    return guessBySuffix(key, table, [
      ['ying', 'ie'],
      ['ies', 'y'],
      ['ied', 'y'],
      ['ing', ''],
      ['ing', 'e'],
      ['es', ''],
      ['s', ''],
      ['ed', ''],
      ['ed', 'e'],
    ]);
  },
};
