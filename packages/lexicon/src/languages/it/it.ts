import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { type AccentedLetters, guessAccented } from '../accents.js';
import { guessEnclitics } from '../enclitics.js';
import { guessBySuffix } from '../suffixes.js';
import { guessElongated, splitElisions, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import { type ParticipleEndings, participleOf, participleReading } from '../participles.js';
import type { LemmaTable } from '../../tables/lemma-table.js';
import type { LanguageModule, ResolvedToken } from '../types.js';
import { itemAt } from '../neighbours.js';

/**
 * Italian. Elisions split off (`dell'anno` → dell' + anno, read di + il), articulated prepositions
 * are two lemmas (`della` → di + il), and enclitic pronouns are read by a rule the analyser lacks
 * (`dimmi` → dire + mi, `farlo` → fare + lo, `vattene` → andare + te + ne).
 * Conventions: articles → il / uno, possessives → mio / tuo / suo, personal pronouns their own lemma.
 */
const articulated = (preposition: string, base: string): string =>
  ['l', 'llo', 'lla', "ll'", 'i', 'gli', 'lle']
    .map((ending) => `${base}${ending} ${preposition}:ADP+il:DET`)
    .join('\n');

const closedClass = closedClassTable(`
# Subordinating conjunctions the readings know only as adverbs, or se only as the pronoun: function
# words, as e and ma are, not words to learn. The tagger tells perché "because" from "why".
se se:SCONJ se:PRON
quando quando:SCONJ quando:ADV
perché perché:SCONJ perché:ADV perché:NOUN
${selfLemmas('SCONJ', 'mentre sebbene benché poiché affinché purché')}
# Prepositions and conjunctions that are also forms of verbs (io presso: pressare; che sia: essere):
# the tagger chooses; alone, the small word. qual is quale without its vowel.
presso presso:ADP pressare:VERB
sia essere:AUX sia:CCONJ
qual quale:PRON
# Words that drop their last vowel before another (ben fatto, fin da, mezz'ora) are the word in full,
# and units the word they stand for (5 km: chilometro).
ben bene:ADV
fin fino:ADV
pian piano:ADV
maggior maggiore:ADJ
minor minore:ADJ
sol solo:ADJ sole:NOUN
mezz' mezzo:ADJ
bell' bello:ADJ
grand' grande:ADJ
km chilometro:NOUN
kg chilogrammo:NOUN
cm centimetro:NOUN
# Forms the readings give first, or only, to a rarer word: si tratta di (it is about) is trattare
# before trarre, and so is tratti after the noun tratto; pari (equal, even) is an adjective, not
# parere's; migliaia, centinaia and paia are the plurals of migliaio, centinaio, paio; possegga is
# possedere's (not an invented posseggere); parimenti (likewise) an adverb of its own. regge is
# reggere's (it holds) before the plural of reggia; decessi the plural of decesso before a past of
# decedere; subito, the adverb, is subire's participle too (ha subito un danno), which an
# auxiliary before it shows.
tratta trattare:VERB trarre:VERB tratta:NOUN
tratti tratto:NOUN trattare:VERB trarre:VERB tratto:ADJ
pari pari:ADJ pari:NOUN parere:VERB
migliaia migliaio:NOUN
centinaia centinaio:NOUN centinaia:NUM
paia paio:NOUN parere:VERB
possegga possedere:VERB
posseggano possedere:VERB
parimenti parimenti:ADV
regge reggere:VERB reggia:NOUN
decessi decesso:NOUN decedere:VERB
subito subito:ADV subire:VERB
# apposta is "on purpose" (l'ha fatto apposta), far more often than apporre's participle; beato
# (blessed, lucky) is the adjective, not the old verb beare; microbi are microbo's.
apposta apposta:ADV
${sameLemma('beato', 'ADJ', 'beato beata beati beate')}
microbi microbo:NOUN
# Film words whose readings were no word at all (presidere, incinto, vivero, mutanda) or a verb
# nobody uses (pollare): il preside, incinta (pregnant), i viveri and le mutande (said only so).
preside preside:NOUN
pollo pollo:NOUN
incinta incinta:ADJ
viveri viveri:NOUN
mutande mutande:NOUN
# Words films say all the time that the analysers lack (they were words of no kind): greetings,
# interjections, adverbs of time, and ecco with its pronoun (eccolo: ecco + lo).
${selfLemmas('INTJ', 'ciao ehi beh eh ehm oh ah okay oddio buonanotte buonasera vaffanculo')}
# Grazie (thanks, and grazie a: thanks to) is a word of its own, not the plural of grazia (grace).
grazie grazie:INTJ
${selfLemmas('ADV', 'stanotte stavolta domattina intorno')}
eccolo ecco:ADV+lo:PRON
eccola ecco:ADV+la:PRON
eccoli ecco:ADV+li:PRON
eccole ecco:ADV+le:PRON
eccoci ecco:ADV+ci:PRON
eccomi ecco:ADV+mi:PRON
eccoti ecco:ADV+ti:PRON
${articulated('di', 'de')}
${articulated('a', 'a')}
${articulated('da', 'da')}
${articulated('in', 'ne')}
${articulated('su', 'su')}
col con:ADP+il:DET
coi con:ADP+il:DET
${sameLemma('il', 'DET', 'il i')}
lo il:DET lo:PRON
la il:DET la:PRON
l' il:DET lo:PRON
gli il:DET gli:PRON
le il:DET le:PRON
${sameLemma('uno', 'DET', "un uno una un'")}
${sameLemma('mio', 'DET', 'mio mia miei mie')}
${sameLemma('tuo', 'DET', 'tuo tua tuoi tue')}
${sameLemma('suo', 'DET', 'suo sua suoi sue')}
${sameLemma('nostro', 'DET', 'nostro nostra nostri nostre')}
${sameLemma('vostro', 'DET', 'vostro vostra vostri vostre')}
${sameLemma('questo', 'DET', "questo questa questi queste quest'")}
${sameLemma('quello', 'DET', "quello quella quelli quelle quel quei quegli quell'")}
${selfLemmas('PRON', 'io tu lui lei noi voi loro mi ti si ci vi ne me te se ce ve chi niente nulla qualcuno nessuno')}
c' ci:PRON
m' mi:PRON
t' ti:PRON
s' si:PRON
v' vi:PRON
n' ne:PRON
d' di:ADP
# Adverbs of speech the readings file as a conjunction (cioè, a function word) or read as avere +
# ne (ebbene), and figuriamoci (figurare + ci), which the frequency list has as a word of no kind.
cioè cioè:ADV
ebbene ebbene:ADV
figuriamoci figurare:VERB+ci:PRON
# Abbreviations, read whole (the tokeniser keeps their full stops).
n. numero:NOUN
l. lira:NOUN
art. articolo:NOUN
es. esempio:NOUN
ecc. eccetera:ADV
po' poco:ADV
po poco:ADV
cos' cosa:NOUN
dov' dove:ADV
com' come:ADV
`);

const functionWords = new Set(
  words(`il uno di a da in con su per tra fra e ed o od ma né che se perché quando come mentre io tu lui lei
  noi voi loro mi ti si ci vi ne me te se ce ve gli chi mio tuo suo nostro vostro questo quello`),
);

const elided = new Set(
  words(`l' d' dell' all' dall' nell' sull' coll' pell' un' c' quest' quell' bell' sant' tutt' m' t' s' v'
  n' gl' senz' com' dov' cos' anch' buon' nessun' ciascun' qualcun' mezz' grand' sott' sopr' tant' quant'`),
);

const encliticPronouns: Readonly<Record<string, readonly string[]>> = {
  mi: ['mi'],
  ti: ['ti'],
  ci: ['ci'],
  vi: ['vi'],
  si: ['si'],
  lo: ['lo'],
  la: ['la'],
  li: ['li'],
  le: ['le'],
  gli: ['gli'],
  ne: ['ne'],
  me: ['me'],
  te: ['te'],
  ce: ['ce'],
  ve: ['ve'],
  se: ['se'],
  glielo: ['gli', 'lo'],
  gliela: ['gli', 'la'],
  glieli: ['gli', 'li'],
  gliele: ['gli', 'le'],
  gliene: ['gli', 'ne'],
};

/** Monosyllabic imperatives, which double the pronoun's consonant: `dimmi`, `dammi`, `fallo`, `vattene`. */
const doubledImperatives: Readonly<Record<string, string>> = {
  di: 'dire',
  da: 'dare',
  fa: 'fare',
  sta: 'stare',
  va: 'andare',
};

const irregularParticiples: ParticipleEndings = [
  ['fare', 'fatto'],
  ['dire', 'detto'],
  ['prendere', 'preso'],
  ['mettere', 'messo'],
  ['vedere', 'visto'],
  ['essere', 'stato'],
  ['stare', 'stato'],
  ['morire', 'morto'],
  ['nascere', 'nato'],
  ['scrivere', 'scritto'],
  ['leggere', 'letto'],
  ['rompere', 'rotto'],
  ['chiudere', 'chiuso'],
  ['aprire', 'aperto'],
  ['offrire', 'offerto'],
  ['soffrire', 'sofferto'],
  ['correre', 'corso'],
  ['perdere', 'perso'],
  ['vincere', 'vinto'],
  ['rimanere', 'rimasto'],
  ['scegliere', 'scelto'],
  ['spendere', 'speso'],
  ['rispondere', 'risposto'],
  ['chiedere', 'chiesto'],
  ['durre', 'dotto'],
  ['trarre', 'tratto'],
  ['porre', 'posto'],
  ['cidere', 'ciso'],
  ['ridere', 'riso'],
  ['piangere', 'pianto'],
  ['giungere', 'giunto'],
  ['spingere', 'spinto'],
  ['vivere', 'vissuto'],
  ['muovere', 'mosso'],
  ['succedere', 'successo'],
  ['cutere', 'cusso'],
  ['cendere', 'ceso'],
  ['dere', 'so'],
];
const regularParticiples: ParticipleEndings = [
  ['are', 'ato'],
  ['ere', 'uto'],
  ['ire', 'ito'],
];
const masculineParticiple = (infinitive: string): string | undefined =>
  participleOf(infinitive, regularParticiples, irregularParticiples);
const participleForms = (masculine: string): string[] => {
  const stem = masculine.slice(0, -1);
  return [`${stem}a`, `${stem}i`, `${stem}e`];
};
const auxiliaries = new Set(['avere', 'essere']);
const timeNouns = new Set(
  words(
    'anno giorno mese settimana ora minuto secondo tempo secolo momento poco sera notte mattina decennio',
  ),
);

/**
 * A past participle after an auxiliary is the verb (`è stato fatto` → fare, even where `fatto`
 * alone reads as the noun); elsewhere the readings' own choice stands (`l'anno scorso`).
 */
function readParticiple(token: ResolvedToken, previous: ResolvedToken | undefined): void {
  if (previous === undefined || !auxiliaries.has(previous.lemma)) return;
  const participle = participleReading(token, masculineParticiple, participleForms);
  if (participle === undefined) return;
  token.lemma = participle.verb.lemma;
  token.pos = participle.verb.pos;
}

/**
 * A plural the readings also list as a noun of its own (morph-it's `detriti`, `spese` beside
 * detrito, spesa): the singular, as dictionaries list it. A form in -e may be a singular itself
 * (la morte, not morta): there the more frequent of the two lemmas.
 */
function readSingularNoun(token: ResolvedToken, table: LemmaTable): void {
  const key = token.piece.key;
  if (token.pos !== 'NOUN' || token.lemma !== key || !/[ie]$/.test(key)) return;
  const singular = token.readings.find((reading) => {
    const part = reading.length === 1 ? reading[0] : undefined;
    return part?.pos === 'NOUN' && part.lemma !== key && part.lemma.slice(0, -1) === key.slice(0, -1);
  })?.[0];
  if (singular === undefined) return;
  const rankOf = (lemma: string): number => table.lemma(lemma)?.rank ?? Infinity;
  if (key.endsWith('i') || rankOf(singular.lemma) < rankOf(key)) token.lemma = singular.lemma;
}

/**
 * Of two nouns the readings give a form, the one whose endings make it: `le politiche` is the
 * plural of la politica (politics), not of il politico (a politician), whose plural is politici.
 */
function readNounOfItsEnding(token: ResolvedToken): void {
  const key = token.piece.key;
  if (token.pos !== 'NOUN' || isNounForm(token.lemma, key)) return;
  const fitting = token.readings.find(
    (reading) => reading.length === 1 && reading[0]?.pos === 'NOUN' && isNounForm(reading[0].lemma, key),
  )?.[0];
  if (fitting !== undefined) token.lemma = fitting.lemma;
}

/**
 * Is `form` the noun `lemma` or its regular plural (politica: politiche; libro: libri; fiore:
 * fiori; studio: studi)?
 */
function isNounForm(lemma: string, form: string): boolean {
  if (form === lemma) return true;
  const stem = lemma.slice(0, -1);
  if (lemma.endsWith('io') && form === stem) return true;
  if (lemma.endsWith('a')) return form === `${stem}e` || (/[cg]a$/.test(lemma) && form === `${stem}he`);
  if (lemma.endsWith('o') || lemma.endsWith('e'))
    return form === `${stem}i` || (/[cg]o$/.test(lemma) && form === `${stem}hi`);
  return false;
}

/** The accents a word written without them may have lost (guessAccented). */
const accentedLetters: AccentedLetters = { a: 'à', e: 'èé', i: 'ì', o: 'ò', u: 'ù' };
export const italian: LanguageModule = {
  code: 'it',
  readingSources: {
    apertium: {
      debianPackage: 'apertium-spa-ita',
      analyser: 'apertium-spa-ita/ita-spa.automorf.bin',
      tagger: 'apertium-spa-ita/ita-spa.prob',
      grammar: 'apertium-spa-ita/ita-spa.rlx.bin',
    },
    lexicons: ['morph-it'],
  },
  locale: 'it',
  closedClass,
  functionWords,
  splitWord(word, table) {
    const clean = withoutTrailingApostrophe(word, table);
    return splitElisions(clean, table, elided).flatMap((part) => splitHyphens(part, table));
  },
  resolveSentence(tokens, table) {
    tokens.forEach((token, index) => {
      const previous = itemAt(tokens, index - 1);
      readParticiple(token, previous);
      readSingularNoun(token, table);
      readNounOfItsEnding(token);
      // `due anni fa`: ago, not a form of fare.
      if (
        token.piece.key === 'fa' &&
        previous !== undefined &&
        (previous.pos === 'NUM' || timeNouns.has(previous.lemma))
      ) {
        token.lemma = 'fa';
        token.pos = 'ADV';
      }
    });
  },
  articles: new Set(words('il uno')),
  modalVerbs: new Set(words('potere dovere volere')),
  subjectPronouns: new Set(words('io tu lui lei noi voi loro')),
  guess: (key, table) =>
    guessEnclitics(key, table, {
      pronouns: encliticPronouns,
      maxPronouns: 2,
      restoreFinalE: true,
      doubledImperatives,
    }) ??
    guessAccented(key, table, accentedLetters) ??
    guessElongated(key, table) ??
    // vien, tien, vuol, suol: a verb form that dropped its final -e (viene, tiene, vuole).
    (/[lnr]$/.test(key)
      ? table.readings(`${key}e`)?.find((reading) => reading[0]?.pos === 'VERB')
      : undefined) ??
    guessBySuffix(key, table, [
      ['che', 'ca'],
      ['chi', 'co'],
      ['ghe', 'ga'],
      ['ghi', 'go'],
      ['ar', 'are'],
      ['er', 'ere'],
      ['ir', 'ire'],
      ['i', 'o'],
      ['e', 'a'],
      ['i', 'e'],
      ['ssimo', ''],
    ]),
};
