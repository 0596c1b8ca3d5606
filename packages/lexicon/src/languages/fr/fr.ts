import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { type AccentedLetters, guessAccented } from '../accents.js';
import { guessBySuffix } from '../suffixes.js';
import { guessElongated, splitElisions, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import { type IrregularParticiples, participleOf, participleReading } from '../participles.js';
import type { LanguageModule, ResolvedToken } from '../types.js';
import { itemAt } from '../neighbours.js';

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

const irregularParticiples: IrregularParticiples = [
  ['faire', 'fait'],
  ['dire', 'dit'],
  ['crire', 'crit'],
  ['uire', 'uit'],
  ['prendre', 'pris'],
  ['mettre', 'mis'],
  ['ouvrir', 'ouvert'],
  ['offrir', 'offert'],
  ['couvrir', 'couvert'],
  ['souffrir', 'souffert'],
  ['mourir', 'mort'],
  ['naître', 'né'],
  ['être', 'été'],
  ['avoir', 'eu'],
  ['voir', 'vu'],
  ['pouvoir', 'pu'],
  ['vouloir', 'voulu'],
  ['savoir', 'su'],
  ['devoir', 'dû'],
  ['cevoir', 'çu'],
  ['venir', 'venu'],
  ['tenir', 'tenu'],
  ['courir', 'couru'],
  ['vivre', 'vécu'],
  ['aître', 'u'],
  ['croire', 'cru'],
  ['lire', 'lu'],
  ['boire', 'bu'],
  ['plaire', 'plu'],
  ['suivre', 'suivi'],
  ['indre', 'int'],
  ['asseoir', 'assis'],
  ['quérir', 'quis'],
  ['soudre', 'solu'],
];
const masculineParticiple = (infinitive: string): string | undefined =>
  participleOf(infinitive, { er: 'é', ir: 'i', re: 'u' }, irregularParticiples);
const participleForms = (masculine: string): string[] =>
  masculine.endsWith('s')
    ? [`${masculine}e`, `${masculine}es`]
    : [`${masculine}e`, `${masculine}s`, `${masculine}es`];

/**
 * A feminine noun the tagger reads as a noun is listed as itself where the readings have it (une
 * épouse, la duchesse, les actrices → épouse, duchesse, actrice), as Universal Dependencies and
 * most dictionaries list it, not under its masculine (époux, duc, acteur): to the learner it is a
 * word of its own. So is a regular feminine the readings know only under its masculine (la
 * présidente, une conseillère, la créatrice), where the word is a noun only (isNounOnly).
 */
function readFeminineNoun(token: ResolvedToken): void {
  const key = token.piece.key;
  if (token.tag !== 'NOUN' || !/es?$/.test(key)) return;
  const own = token.readings.find(
    (reading) =>
      reading.length === 1 &&
      reading[0]?.pos === 'NOUN' &&
      (reading[0].lemma === key || `${reading[0].lemma}s` === key),
  )?.[0];
  if (own !== undefined) token.lemma = own.lemma;
  else if (isNounOnly(token) && isFeminineOf(key.replace(/s$/, ''), token.lemma))
    token.lemma = key.replace(/s$/, '');
}

/**
 * Read first as a noun, and never as a verb: not an adjective said of a woman (la dernière, une
 * Espagnole: dernier, espagnol) or a participle (les employées: employé), which keep the masculine.
 * Not a rule's guess either (bielloises), which may as well be an adjective.
 */
function isNounOnly(token: ResolvedToken): boolean {
  if (token.pos !== 'NOUN' || token.isGuessed === true || token.readings[0]?.[0]?.pos !== 'NOUN')
    return false;
  return !token.readings.some((reading) => reading[0]?.pos === 'VERB');
}

/** Regular feminine endings of nouns: présidente, conseillère, créatrice, chanteuse, lionne. */
const feminineEndings: readonly (readonly [masculine: string, feminine: string])[] = [
  ['teur', 'trice'],
  ['eur', 'euse'],
  ['er', 'ère'],
  ['ien', 'ienne'],
  ['on', 'onne'],
  ['el', 'elle'],
  ['', 'e'],
];

/** Is `form` (a singular) the feminine of the masculine noun `masculine`? */
function isFeminineOf(form: string, masculine: string): boolean {
  if (form === masculine || masculine.length < 3) return false;
  return feminineEndings.some(
    ([male, female]) =>
      masculine.endsWith(male) && form === masculine.slice(0, masculine.length - male.length) + female,
  );
}

const fromWords = new Set(words("de du des d'"));

/**
 * `date de` after its subject is dater, to date from (l'église date du XIIe siècle); after an
 * article, or an adjective after one, it is the noun (la date de naissance, la nouvelle date de).
 */
function datesFrom(tokens: readonly ResolvedToken[], index: number): boolean {
  const token = tokens[index] as ResolvedToken;
  if (token.piece.key !== 'date' || token.piece.isClauseStart) return false;
  const next = itemAt(tokens, index + 1);
  const previous = itemAt(tokens, index - 1);
  if (next === undefined || !fromWords.has(next.piece.key) || previous === undefined) return false;
  if (previous.pos === 'ADJ') return itemAt(tokens, index - 2)?.pos !== 'DET';
  return previous.pos === 'NOUN' || previous.pos === 'PROPN' || previous.pos === 'PRON';
}

/** Words after which `est` is the east, not être: `à l'est`, `nord-est`, `la côte est`. */
const beforeEast = new Set(words("l' l’ nord sud côte"));

/** `est` the point of the compass: after l', nord, sud or côte, or with a capital inside a sentence. */
function isEast(token: ResolvedToken, previous: ResolvedToken | undefined): boolean {
  if (token.piece.key !== 'est') return false;
  if (previous !== undefined && beforeEast.has(previous.piece.key)) return true;
  return token.piece.text === 'Est' && !token.piece.isSentenceStart;
}

/**
 * - `est` after l', nord, sud or côte is the east (isEast).
 * - `s'` before il/ils is the conjunction si (`s'il te plaît`); elsewhere the pronoun se.
 * - A past participle is the verb (`située`, `reçu` → situer, recevoir), which is how French
 *   texts use it most, even without an auxiliary (`la ville située au nord`); a noun of the same
 *   spelling (le passé, un reçu) stays the noun.
 * - A present participle that is also a noun or an adjective is read as that (`restaurant`,
 *   `important`): as a verb form it is rarer.
 * - A feminine noun is listed as itself (readFeminineNoun).
 */
function resolveSentence(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    const next = itemAt(tokens, index + 1)?.piece.key;
    const previous = itemAt(tokens, index - 1);
    if (token.piece.key === "s'" && (next === 'il' || next === 'ils')) {
      token.lemma = 'si';
      token.pos = 'SCONJ';
    }
    if (isEast(token, previous)) {
      token.lemma = 'est';
      token.pos = 'NOUN';
    }
    // `soit` opening a clause or after a number is "that is" (1173 suffrages, soit 77 %), or "so be
    // it" alone (Soit !); être's subjunctive follows its subject (qu'il soit).
    if (token.piece.key === 'soit' && (token.piece.isClauseStart || previous?.piece.isNumber === true)) {
      token.lemma = 'soit';
      token.pos = 'ADV';
    }
    if (datesFrom(tokens, index)) {
      token.lemma = 'dater';
      token.pos = 'VERB';
    }
    if (token.pos === 'NOUN') readFeminineNoun(token);
    if (token.pos === 'ADJ') {
      const participle = participleReading(token, masculineParticiple, participleForms);
      if (participle !== undefined) {
        token.lemma = participle.verb.lemma;
        token.pos = participle.verb.pos;
      }
    } else if (token.pos === 'VERB' && token.tag !== 'VERB' && token.piece.key.endsWith('ant')) {
      const other = token.readings.find(
        (reading) => reading.length === 1 && (reading[0]?.pos === 'NOUN' || reading[0]?.pos === 'ADJ'),
      )?.[0];
      if (other !== undefined) {
        token.lemma = other.lemma;
        token.pos = other.pos;
      }
    }
  });
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
  resolveSentence,
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
