import { closedClassTable, selfLemmas, words } from '../closed-class.js';
import { guessBySuffix, type SuffixRule } from '../suffixes.js';
import { guessElongated, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule, ResolvedToken } from '../types.js';
import { itemAt } from '../neighbours.js';

/**
 * English. Contractions split as the Penn Treebank does (`do` + `n't`, `we` + `'re`); a
 * possessive `'s` is dropped (`John's` → John), and `'s` after a pronoun is `is`/`has` (lemma be).
 * `gonna`, `wanna`, `gotta` are two words. A dropped g (`nothin'`) is read as -ing.
 */
const closedClass = closedClassTable(`
# Contractions, as the Penn Treebank splits them (the analyser sees only whole words).
n't not:ADV
'm be:AUX
're be:AUX
's be:AUX
've have:AUX
'll will:AUX
'd would:AUX
i I:PRON
# Contractions written without their apostrophe (chat, fan subtitles): not the words im, ive.
im I:PRON+be:AUX
ive I:PRON+have:AUX
dont do:AUX+not:ADV
doesnt do:AUX+not:ADV
didnt do:AUX+not:ADV
isnt be:AUX+not:ADV
wasnt be:AUX+not:ADV
arent be:AUX+not:ADV
havent have:AUX+not:ADV
hasnt have:AUX+not:ADV
couldnt could:AUX+not:ADV
wouldnt would:AUX+not:ADV
shouldnt should:AUX+not:ADV
cant can:AUX+not:ADV
u you:PRON
ur your:PRON
gonna go:VERB+to:PART
wanna want:VERB+to:PART
gotta get:VERB+to:PART
gimme give:VERB+me:PRON
lemme let:VERB+me:PRON
kinda kind:NOUN+of:ADP
sorta sort:NOUN+of:ADP
outta out:ADV+of:ADP
alot a:DET+lot:NOUN
vs versus:ADP
dunno do:AUX+not:ADV+know:VERB
y' you:PRON
o'clock o'clock:ADV
p.s. p.s.:NOUN
ya you:PRON
em them:PRON
cannot can:AUX+not:ADV
# Modals the readings lack: Apertium reads could only as a past of can, and has no ought.
# Universal Dependencies keeps each as its own lemma, as would and should are here.
could could:AUX
ought ought:AUX
thou thou:PRON
thee thou:PRON
thy thy:DET
# Subordinating conjunctions, which Apertium files as conjunctive adverbs: function words, as
# and, but and or are, not vocabulary. (Though, once and since are adverbs too: left to the readings.)
${selfLemmas('SCONJ', 'if because although unless whether whereas')}
# Possessives, which the readings also give as adjectives (so that one was listed as a word to learn).
his his:DET his:PRON
${selfLemmas('PRON', 'yours ours theirs hers')}
# Interjections films say all the time, which no source lists (they were nouns of no meaning).
${selfLemmas('INTJ', 'hey huh uh um whoa hmm mmm yep yup nope nah gosh gee ugh ow aw shh ahh ohh whoo heh erm oops ouch')}
# Conventions: people is a word of its own (dictionaries list it so), not the plural of person;
# the quantifying adjectives are adjectives, as Universal Dependencies tags them.
people people:NOUN
# Abbreviations, read whole (the tokeniser keeps their full stops).
etc. etc.:ADV
etc etc.:ADV
ect etc.:ADV
ect. etc.:ADV
# Short forms of informal writing: the word they stand for, as it is said.
hrs hour:NOUN
yrs year:NOUN
mins minute:NOUN
gf girlfriend:NOUN
bf boyfriend:NOUN
a.m. a.m.:ADV
p.m. p.m.:ADV
# Nouns the readings list under another word: regards (best regards) is a word of its own, the
# verb's form stays for the tagger (she regards), and so is troops (soldiers; a troop is a band);
# trivia is not the plural of the Latin trivium; students is student's plural (Apertium lists a
# noun students).
regards regards:NOUN regard:VERB
troops troops:NOUN
trivia trivia:NOUN
students student:NOUN
${selfLemmas('ADJ', 'other many few such several')}
others other:NOUN
one one:NUM one:NOUN one:PRON
ones one:NOUN
all all:DET all:ADV
best good:ADJ well:ADV
better good:ADJ well:ADV
# Compared forms the readings list as words of their own: under their adjective or adverb, as
# earlier (early) and closer (close) already are.
later late:ADV late:ADJ
sooner soon:ADV
fewer few:ADJ
fewest few:ADJ
# Prepositions that are also adverbs (come in, look around): the analyser gives them only as
# prepositions.
${words('in on off over around about before after down through along across behind back away')
  .map((word) => `${word} ${word}:ADP ${word}:ADV`)
  .join('\n')}
`);

const functionWords = new Set(
  words(`the a this that these those my your his her its our their some any no every each all both either
  neither I me you he him she it we us they them myself yourself himself herself itself ourselves
  yourselves themselves mine yours hers ours theirs who whom whose which of in on at to for with from by
  about into over after before under between through during without against and or but nor if because
  although though while since unless whether`),
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

/**
 * A participle the tagger reads as an adjective (interested, complicated, satisfying) or a gerund
 * it reads as a noun (the meeting, smoking) is a word of its own in dictionaries: its lemma is the
 * form, not the verb the readings give it.
 */
function participlesByTag(tokens: ResolvedToken[]): void {
  for (const token of tokens) {
    if (token.partIndex !== 0 || (token.pos !== 'VERB' && token.pos !== 'AUX')) continue;
    const { key } = token.piece;
    const isAdjective = token.tag === 'ADJ' && /(?:ed|ing|en)$/.test(key);
    const isGerund = token.tag === 'NOUN' && key.endsWith('ing');
    if (!isAdjective && !isGerund) continue;
    token.lemma = key;
    token.pos = isAdjective ? 'ADJ' : 'NOUN';
  }
}

/**
 * A verb form right after a preposition (not `to`, which an infinitive follows) is the noun of the
 * same spelling where there is one: `freedom of thought`, `in need`. A finite verb or a participle
 * does not stand there; an -ing form does (`for making`), and is left to the tagger.
 */
function nounsAfterPrepositions(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    if (token.partIndex !== 0 || token.pos !== 'VERB' || token.piece.key.endsWith('ing')) return;
    const previous = tokens[index - 1];
    if (previous?.pos !== 'ADP' || previous.piece.key === 'to' || token.piece.isClauseStart) return;
    const noun = token.readings.find((reading) => reading.length === 1 && reading[0]?.pos === 'NOUN')?.[0];
    if (noun === undefined) return;
    token.lemma = noun.lemma;
    token.pos = 'NOUN';
  });
}

/**
 * `best` and `better` right before a noun describe it (`best answer`, `better service`): the
 * adjective good, not the adverb well, whatever the tagger made of them.
 */
function comparedBeforeNoun(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    if (token.lemma !== 'well' || !comparedForms.has(token.piece.key)) return;
    const next = tokens[index + 1];
    if (next === undefined || next.piece.isClauseStart || next.pos !== 'NOUN') return;
    token.lemma = 'good';
    token.pos = 'ADJ';
  });
}

const comparedForms = new Set(words('best better'));

/** `10 am`, `5:30 PM`: the time of day, as the table reads `a.m.` with its dots; not `be`. */
const timesOfDay: Readonly<Record<string, string>> = { am: 'a.m.', pm: 'p.m.' };

function timeOfDay(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    // The number first: it is rare, and finding any word among an object's keys is slow.
    if (itemAt(tokens, index - 1)?.piece.isNumber !== true) return;
    const lemma = timesOfDay[token.piece.key];
    if (lemma === undefined) return;
    token.lemma = lemma;
    token.pos = 'ADV';
    token.isKnown = true;
  });
}

/** The endings that make a word's forms: lying (lie), tries (try), boxes, walked, baked. */
const inflections: readonly SuffixRule[] = [
  ['ying', 'ie'],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ing', ''],
  ['ing', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', ''],
  ['ed', 'e'],
];

export const english: LanguageModule = {
  code: 'en',
  resolveSentence(tokens) {
    participlesByTag(tokens);
    nounsAfterPrepositions(tokens);
    comparedBeforeNoun(tokens);
    timeOfDay(tokens);
  },
  readingSources: {
    apertium: {
      debianPackage: 'apertium-eng-spa',
      analyser: 'apertium-eng-spa/eng-spa.automorf.bin',
      tagger: 'apertium-eng-spa/eng-spa.prob',
    },
    lexicons: ['wordnet-irregular-forms'],
  },
  locale: 'en',
  closedClass,
  functionWords,
  splitWord,
  modalVerbs: new Set(words('can could will would shall should may might must')),
  subjectPronouns: new Set(words('i you he she it we they')),
  guess(key, table) {
    // nothin' → nothing, goin' → going (the apostrophe is gone by now).
    if (key.endsWith('in') && table.hasAnalysis(`${key}g`)) return table.readings(`${key}g`)?.[0];
    return guessElongated(key, table) ?? guessBySuffix(key, table, inflections);
  },
  misspellings: {
    inflections: [...inflections, ['ly', ''], ['er', ''], ['est', '']],
    prefixes: words('re un in im dis de con pro non pre mis over under counter out sub super inter anti'),
  },
};
