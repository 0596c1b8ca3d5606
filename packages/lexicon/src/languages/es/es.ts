import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { type AccentedLetters, guessAccented } from '../accents.js';
import { guessEnclitics } from '../enclitics.js';
import { guessBySuffix, type SuffixRule } from '../suffixes.js';
import { guessElongated, splitHyphens } from '../tokenise.js';
import { type ParticipleEndings, participleOf, participleReading } from '../participles.js';
import type { LemmaTable } from '../../tables/lemma-table.js';
import type { LanguageModule, PartOfSpeech, Reading, ResolvedToken } from '../types.js';
import { itemAt } from '../neighbours.js';

/**
 * Spanish. The committed readings (Apertium's analyser and tagger) know the words; this table only
 * sets conventions over them. Contractions `del`/`al` are two words; enclitic pronouns (`dámelo`,
 * `vámonos`) come from the readings for the forms they know, and from a rule for the others.
 * Conventions: articles → el / uno, possessives → mío / tuyo / suyo, personal pronouns are their
 * own lemma (Apertium's `prpers` carries no lemma).
 */
const closedClass = closedClassTable(`
# Subordinating conjunctions the readings know only as adverbs (Apertium's conjunctive adverbs):
# function words, as y and pero are, not words to learn. Cuando and mientras are adverbs too.
si si:SCONJ
porque porque:SCONJ
aunque aunque:SCONJ
cuando cuando:SCONJ cuando:ADV
mientras mientras:SCONJ mientras:ADV
# Function words the readings alone get wrong (UD AnCora's conventions): hay is haber, varios
# a determiner, sí after a preposition (para sí) the pronoun, which the tagger tells from "yes".
hay haber:AUX
${sameLemma('varios', 'DET', 'varios varias')}
sí sí:ADV él:PRON
# gracias is "thanks" (gracias a: thanks to), a word of its own, not the plural of gracia.
gracias gracias:NOUN
# creo is far more often I believe (creer) than I create (crear), and both are verbs: the tagger
# cannot tell them apart.
creo creer:VERB crear:VERB
del de:ADP+el:DET
al a:ADP+el:DET
${sameLemma('el', 'DET', 'el los las')}
la el:DET la:PRON
lo lo:PRON el:DET
${sameLemma('uno', 'DET', 'un una unos unas')}
${sameLemma('mío', 'DET', 'mi mis mío mía míos mías')}
${sameLemma('tuyo', 'DET', 'tu tus tuyo tuya tuyos tuyas')}
${sameLemma('suyo', 'DET', 'su sus suyo suya suyos suyas')}
${sameLemma('nuestro', 'DET', 'nuestro nuestra nuestros nuestras')}
${sameLemma('vuestro', 'DET', 'vuestro vuestra vuestros vuestras')}
${sameLemma('este', 'DET', 'este esta estos estas')}
${sameLemma('ese', 'DET', 'ese esa esos esas')}
${sameLemma('aquel', 'DET', 'aquel aquella aquellos aquellas')}
${sameLemma('otro', 'DET', 'otro otra otros otras')}
${sameLemma('todo', 'DET', 'todo toda todos todas')}
${sameLemma('alguno', 'DET', 'algún alguno alguna algunos algunas')}
${sameLemma('ninguno', 'DET', 'ningún ninguno ninguna ningunos ningunas')}
${selfLemmas('PRON', 'yo tú él ella ello nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te se nos os le les mí ti conmigo contigo consigo esto eso aquello algo nada alguien nadie quién quiénes qué cuál cuáles')}
# The apocopated ordinals are the ordinal (el primer día → primero), as dictionaries list them.
${sameLemma('primero', 'ADJ', 'primer primera primeros primeras')}
${sameLemma('tercero', 'ADJ', 'tercer tercera terceros terceras')}
`);

const functionWords = new Set(
  words(`el uno de a en con por para sin sobre y o pero que si como cuando porque aunque ni yo tú él ella
  nosotros vosotros ellos ellas usted ustedes me te se nos os le les lo la mí ti mío tuyo suyo nuestro
  vuestro este ese aquel esto eso aquello`),
);

const preteriteOfIr = new Set(words('fui fuiste fue fuimos fuisteis fueron'));

/** Words that open a fixed phrase before `a`, as dictionaries list them: pese a, debido a. */
const beforeA = new Map<string, PartOfSpeech>([
  ['pese', 'NOUN'],
  ['debido', 'ADJ'],
]);

const irregularParticiples: ParticipleEndings = [
  ['hacer', 'hecho'],
  ['decir', 'dicho'],
  ['poner', 'puesto'],
  ['ver', 'visto'],
  ['scribir', 'scrito'],
  ['abrir', 'abierto'],
  ['cubrir', 'cubierto'],
  ['morir', 'muerto'],
  ['romper', 'roto'],
  ['olver', 'uelto'],
  ['imprimir', 'impreso'],
  ['freír', 'frito'],
  ['satisfacer', 'satisfecho'],
];
const regularParticiples: ParticipleEndings = [
  ['ar', 'ado'],
  ['er', 'ido'],
  ['ir', 'ido'],
  ['ír', 'ído'],
];
const masculineParticiple = (infinitive: string): string | undefined =>
  participleOf(infinitive, regularParticiples, irregularParticiples);
const participleForms = (masculine: string): string[] => {
  const stem = masculine.slice(0, -1);
  return [`${stem}a`, `${stem}os`, `${stem}as`];
};

/**
 * A past participle after haber is the verb (`ha realizado` → realizar); anywhere else it is the
 * adjective it has become, in the masculine singular (`las obras realizadas`, `estoy cansada` →
 * realizado, cansado), as Spanish dictionaries and Universal Dependencies read it. A noun of the
 * same spelling (el partido, el estado) stays the noun.
 */
function readParticiple(token: ResolvedToken, previous: ResolvedToken | undefined): void {
  const participle = participleReading(token, masculineParticiple, participleForms);
  if (participle === undefined) return;
  if (previous?.lemma === 'haber') {
    token.lemma = participle.verb.lemma;
    token.pos = participle.verb.pos;
  } else if (token.pos === 'VERB') {
    token.lemma = participle.masculine;
    token.pos = 'ADJ';
  }
}

const encliticPronouns = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];

/**
 * Diminutives (`jovencita`, `mujercitas`, `poquito`, `amiguitos`) the readings do not list, read as
 * the noun or adjective they are made from: a learner who knows *joven* knows *jovencita*, and the
 * dictionaries translate the base. Without this the suffix rules read `-ita` as a verb (`necesita`
 * → necesitar: `jovencita` → jovencitar). Common diminutives (`perrito`, `casita`) keep their own
 * lemma.
 */
const diminutiveRules: readonly SuffixRule[] = ['', 's'].flatMap(
  (plural) =>
    [
      [`ecito${plural}`, ''],
      [`ecita${plural}`, ''],
      [`cito${plural}`, ''],
      [`cita${plural}`, ''],
      [`quito${plural}`, 'co'],
      [`quita${plural}`, 'ca'],
      [`guito${plural}`, 'go'],
      [`guita${plural}`, 'ga'],
      [`ito${plural}`, 'o'],
      [`ita${plural}`, 'a'],
      [`illo${plural}`, 'o'],
      [`illa${plural}`, 'a'],
    ] as const,
);

const nounOrAdjective = new Set(['NOUN', 'ADJ']);

function guessDiminutive(key: string, table: LemmaTable): Reading | undefined {
  // The rules learnt from the readings already read this one as a noun or adjective (the rare
  // listed diminutives are left out of the committed readings for them to read: `perrito`).
  const learnt = table.guessBySuffix(key);
  if (learnt !== undefined && nounOrAdjective.has(learnt.pos ?? '')) return undefined;
  for (const base of diminutiveBases(key)) {
    const reading = table
      .readings(base)
      ?.find((found) => found.length === 1 && nounOrAdjective.has(found[0]?.pos ?? ''));
    if (reading !== undefined) return reading;
  }
  return undefined;
}

/** The words a form may be the diminutive of, by the rules above (jovencita: joven). */
function diminutiveBases(key: string): string[] {
  return diminutiveRules
    .filter(([ending]) => key.endsWith(ending))
    .map(([ending, replacement]) => key.slice(0, key.length - ending.length) + replacement)
    .filter((base) => base.length >= 3);
}

/** The accents a word written without them may have lost (guessAccented). */
const accentedLetters: AccentedLetters = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'úü', n: 'ñ' };
export const spanish: LanguageModule = {
  code: 'es',
  readingSources: {
    apertium: {
      debianPackage: 'apertium-eng-spa',
      analyser: 'apertium-eng-spa/spa-eng.automorf.bin',
      tagger: 'apertium-eng-spa/spa-eng.prob',
      companions: [
        { debianPackage: 'apertium-fr-es', analyser: 'apertium-fr-es/es-fr.automorf.bin' },
        { debianPackage: 'apertium-spa-ita', analyser: 'apertium-spa-ita/spa-ita.automorf.bin' },
        { debianPackage: 'apertium-es-pt', analyser: 'apertium-es-pt/es-pt.automorf.bin' },
      ],
      leftToRules: (form, isNounOrAdjective) => diminutiveBases(form).some(isNounOrAdjective),
    },
  },
  locale: 'es',
  closedClass,
  functionWords,
  splitWord: (word, table) => splitHyphens(word, table),
  articles: new Set(words('el uno')),
  modalVerbs: new Set(words('poder deber querer soler')),
  subjectPronouns: new Set(
    words('yo tú él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes'),
  ),
  guess: (key, table) =>
    guessEnclitics(key, table, {
      pronouns: encliticPronouns,
      maxPronouns: 2,
      stripAccents: true,
      restoreFinalS: true,
    }) ??
    guessElongated(key, table) ??
    guessAccented(key, table, accentedLetters) ??
    guessDiminutive(key, table) ??
    guessBySuffix(key, table, [
      ['es', ''],
      ['s', ''],
    ]),
  resolveSentence(tokens) {
    tokens.forEach((token, index) => {
      // fue / fui / fueron … a: ir, not ser (`fui al mercado`, `fue a ver`).
      const next = itemAt(tokens, index + 1)?.piece.key;
      if (token.lemma === 'ser' && preteriteOfIr.has(token.piece.key) && (next === 'a' || next === 'al')) {
        token.lemma = 'ir';
        token.pos = 'VERB';
      }
      // pese a (despite), debido a (owing to): words of their own, not pesar and deber.
      const phrase = beforeA.get(token.piece.key);
      if (phrase !== undefined && (next === 'a' || next === 'al')) {
        token.lemma = token.piece.key;
        token.pos = phrase;
      }
      readParticiple(token, itemAt(tokens, index - 1));
    });
  },
};
