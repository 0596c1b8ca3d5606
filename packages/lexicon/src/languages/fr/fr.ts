import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { type AccentedLetters, guessAccented } from '../accents.js';
import { guessBySuffix } from '../suffixes.js';
import { guessElongated, splitElisions, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule } from '../types.js';
import { resolveFrenchSentence } from './in-context.js';

/**
 * French. Elisions split off (`l'homme` → l' + homme, `qu'il` → qu' + il), hyphenated words split
 * unless known (`peut-être` stays, `dis-moi` → dis + moi), and the euphonic t of `va-t-il` goes.
 * Conventions: articles → le / un, `au`/`du`/`aux`/`des` → à/de + le, possessives → mon / ton / son,
 * personal pronouns are their own lemma (`elle` → elle).
 */
const closedClass = closedClassTable(`
# Interjections no reading knows.
${selfLemmas('INTJ', 'zut ouf beurk waouh')}
# Subordinating conjunctions the readings also file as adverbs (Apertium's conjunctive adverbs):
# function words, not words to learn. Quand and si are adverbs too (si grand) and stay listed.
${selfLemmas('SCONJ', 'puisque lorsque quoique')}
# Abbreviations and spoken forms that are not words of their own: M. is monsieur, h the hour
# (6 h 00), n the number (n° 1), y' is y (y'a). Subtitles made by text recognition write Il and Ils
# as II and lls.
m. monsieur:NOUN
m mètre:NOUN
# vis and vit are far more often vivre (je vis, il vit) than the written past of voir, and both are
# verbs: the tagger cannot choose.
vis vivre:VERB voir:VERB vis:NOUN
vit vivre:VERB voir:VERB vit:NOUN
# fils is far more often a son than threads (fil), and both are nouns: the tagger cannot choose.
fils fils:NOUN fil:NOUN
mm. monsieur:NOUN
mme madame:NOUN
mlle mademoiselle:NOUN
dr docteur:NOUN
dr. docteur:NOUN
h heure:NOUN
n numéro:NOUN
y' y:PRON
ii il:PRON
ll il:PRON
lls ils:PRON
# Prepositions and conjunctions that are also forms of verbs (il entre: entrer; qu'il soit: être):
# the tagger chooses; alone, the small word.
entre entre:ADP entrer:VERB
outre outre:ADP outrer:VERB
# Issu (descended from, resulting from) is the adjective: issir, its verb, is no longer used.
issu issu:ADJ
issus issu:ADJ
issue issue:NOUN issu:ADJ
issues issue:NOUN issu:ADJ
# Vis-à-vis (towards, opposite) is a word to learn, an adverb as Universal Dependencies tags it.
vis-à-vis vis-à-vis:ADV
soit soit:CCONJ être:AUX
étant être:AUX
l' le:DET le:PRON
d' de:ADP
j' je:PRON
m' me:PRON
t' te:PRON
n' ne:ADV
s' se:PRON
c' ce:PRON
ç' ce:PRON
jusqu' jusque:ADP
lorsqu' lorsque:SCONJ
puisqu' puisque:SCONJ
quoiqu' quoique:SCONJ
presqu' presque:ADV
aujourd'hui aujourd'hui:ADV
quelqu'un quelqu'un:PRON
au à:ADP+le:DET
aux à:ADP+le:DET
du de:ADP+le:DET
des de:ADP+le:DET un:DET
${sameLemma('le', 'DET', 'le la les')}
${sameLemma('un', 'DET', 'un une')}
${sameLemma('mon', 'DET', 'mon ma mes')}
${sameLemma('ton', 'DET', 'ton ta tes')}
${sameLemma('son', 'DET', 'son sa ses')}
${sameLemma('notre', 'DET', 'notre nos')}
${sameLemma('votre', 'DET', 'votre vos')}
${sameLemma('leur', 'DET', 'leur leurs')}
${sameLemma('ce', 'DET', 'ce cet cette ces')}
${selfLemmas('PRON', 'je tu il elle on nous vous ils elles me te se moi toi lui eux soi y en ça cela ceci qui quoi rien personne')}
# Words the analyser files only under a closed class (or not at all) though they are also adverbs
# or adjectives (tout petit, ne … que, donc), as Universal Dependencies tags them.
${sameLemma('autre', 'ADJ', 'autre autres')}
${words('tout tous toute toutes')
  .map((form) => `${form} tout:DET tout:ADV`)
  .join('\n')}
que que:SCONJ que:ADV
qu' que:SCONJ que:ADV
${sameLemma('fille', 'NOUN', 'fille filles')}
${sameLemma('reine', 'NOUN', 'reine reines')}
# Common verb forms the tagger reads alone as something rarer (pu → paître, faut → faillir).
${sameLemma('devoir', 'VERB', 'dois doit doivent')}
${sameLemma('pouvoir', 'VERB', 'pu')}
${sameLemma('falloir', 'VERB', 'faut fallait faudra faudrait fallu')}
donc donc:ADV
afin afin:ADV
quant quant:ADV
abord abord:NOUN
`);

const functionWords = new Set(
  words(`le un de à dans par pour sur sous avec sans chez vers entre et ou mais ni car que si quand comme
  lorsque puisque quoique je tu il elle on nous vous ils elles me te se moi toi lui eux soi y en ça cela
  ceci ce qui quoi mon ton son notre votre leur ne jusque`),
);

const elided = new Set(words(`l' d' j' m' t' n' s' c' ç' qu' jusqu' lorsqu' puisqu' quoiqu' presqu'`));

function splitWord(word: string, table: Parameters<LanguageModule['splitWord']>[1]): string[] {
  const clean = withoutTrailingApostrophe(word, table);
  const pieces: string[] = [];
  for (const part of splitElisions(clean, table, elided)) {
    const hyphenParts = splitHyphens(part, table);
    // The euphonic t of `va-t-il`, `a-t-on` is no word.
    pieces.push(...hyphenParts.filter((piece, index) => index === 0 || piece.toLowerCase() !== 't'));
  }
  return pieces;
}

/** The accents a word written without them may have lost (guessAccented). */
const accentedLetters: AccentedLetters = { a: 'àâ', e: 'éèê', i: 'îï', o: 'ô', u: 'ûù', c: 'ç' };
export const french: LanguageModule = {
  code: 'fr',
  readingSources: {
    apertium: {
      debianPackage: 'apertium-fr-es',
      analyser: 'apertium-fr-es/fr-es.automorf.bin',
      tagger: 'apertium-fr-es/fr-es.prob',
    },
    lexicons: ['lefff'],
  },
  locale: 'fr',
  closedClass,
  functionWords,
  splitWord,
  resolveSentence: resolveFrenchSentence,
  articles: new Set(words('le un')),
  modalVerbs: new Set(words('pouvoir devoir vouloir')),
  subjectPronouns: new Set(words('je tu il elle on nous vous ils elles')),
  guess: (key, table) =>
    // The readings are keyed by œ written oe (voeux: vœu), as the analysers spell it.
    (key.includes('œ') ? table.readings(key.replaceAll('œ', 'oe'))?.[0] : undefined) ??
    guessElongated(key, table) ??
    // A plural in -s or -x of a known word before a word missing its accent (comtes is comte's,
    // not comtés); one in -es after it (hotes is hôtes, not the English hot).
    guessBySuffix(key, table, [
      ['s', ''],
      ['x', ''],
    ]) ??
    guessAccented(key, table, accentedLetters) ??
    guessBySuffix(key, table, [['es', '']]),
};
