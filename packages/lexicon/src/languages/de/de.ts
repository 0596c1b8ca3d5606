import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { isUnread, splitCompound } from '../compound-parts.js';
import { everydayWords } from './everyday-words.js';
import { guessBySuffix, type SuffixRule } from '../suffixes.js';
import { guessElongated, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule, Reading, ResolvedToken } from '../types.js';
import type { LemmaTable } from '../../tables/lemma-table.js';
import { itemAt } from '../neighbours.js';
import { readAs, readAsVerb } from '../read-as.js';
import { spellingStemsOf } from '../../tables/spelling-stems.js';

/**
 * German. `geht's` → geht + es; `im`, `zum`, `ins` … are a preposition and the article. Nouns keep
 * their capital (`Haus`), and a capital inside a sentence chooses the noun reading (`das Essen`),
 * a small letter the other (`wir essen`). Separable verbs: a finite verb whose clause ends in its
 * particle is the particle verb (`ich rufe dich an` → anrufen, for both words).
 * Conventions: der/die/das → der, ein/eine → ein, possessives → mein, personal pronouns their own lemma.
 */
const withArticle = (preposition: string, forms: string): string =>
  words(forms)
    .map((form) => `${form} ${preposition}:ADP+der:DET`)
    .join('\n');

const closedClass = closedClassTable(`
# Determiners the readings alone read as nouns or adjectives, or end in made-up stems (mehrere →
# meher): they are function words, left out of the vocabulary.
${sameLemma('anderer', 'DET', 'andere anderen anderer anderem anderes')}
${sameLemma('alle', 'DET', 'all alle allen aller allem alles')}
${sameLemma('einige', 'DET', 'einige einigen einiger einigem einiges')}
${sameLemma('mehrere', 'DET', 'mehrere mehreren mehrerer')}
${sameLemma('etliche', 'DET', 'etliche etlichen etlicher')}
${sameLemma('dieser', 'DET', 'dies')}
${sameLemma('selbe', 'DET', 'selbe selben selber')}
${sameLemma('der', 'PRON', 'deren dessen denen')}
${sameLemma('solcher', 'DET', 'solch solche solchen solcher solchem solches')}
${sameLemma('beide', 'DET', 'beide beiden beider beides')}
${sameLemma('derselbe', 'DET', 'derselbe dieselbe dasselbe denselben demselben derselben')}
falls falls:SCONJ Fall:NOUN
# danke (thanks) and bitte (please) are words of their own, as a learner meets them: see
# politeWords for the verbs (ich danke dir, ich bitte dich).
danke danke:INTJ danken:VERB
bitte bitte:ADV bitten:VERB Bitte:NOUN
trotz trotz:ADP
nix nichts:PRON
werd werden:AUX
's es:PRON
${withArticle('in', 'im ins')}
${withArticle('an', 'am ans')}
${withArticle('zu', 'zum zur')}
${withArticle('von', 'vom')}
${withArticle('bei', 'beim')}
${withArticle('auf', 'aufs')}
${withArticle('für', 'fürs')}
${withArticle('über', 'übers')}
${withArticle('durch', 'durchs')}
${withArticle('um', 'ums')}
${sameLemma('der', 'DET', 'der die das den dem des')}
${sameLemma('ein', 'DET', 'ein eine einen einem einer eines')}
${sameLemma('kein', 'DET', 'kein keine keinen keinem keiner keines')}
${sameLemma('mein', 'DET', 'mein meine meinen meinem meiner meines')}
${sameLemma('dein', 'DET', 'dein deine deinen deinem deiner deines')}
${sameLemma('sein', 'DET', 'seine seinen seinem seiner seines')}
sein sein:AUX sein:DET
${sameLemma('ihr', 'DET', 'ihre ihren ihrem ihrer ihres')}
ihr ihr:PRON ihr:DET
${sameLemma('unser', 'DET', 'unser unsere unseren unserem unserer unseres')}
${sameLemma('euer', 'DET', 'euer eure euren eurem eurer eures')}
${sameLemma('dieser', 'DET', 'dieser diese diesen diesem dieses')}
${sameLemma('jeder', 'DET', 'jeder jede jeden jedem jedes')}
${sameLemma('welcher', 'DET', 'welcher welche welchen welchem welches')}
${sameLemma('alle', 'DET', 'alle allen aller alles')}
${selfLemmas('PRON', 'ich du er sie es wir ihr mich mir dich dir ihn ihm uns euch ihnen sich man wer was jemand niemand etwas nichts')}
${selfLemmas('ADP', 'in an auf aus bei mit nach von zu für über unter vor hinter neben zwischen durch gegen ohne um seit bis wegen trotz während')}
${selfLemmas('CCONJ', 'und oder sondern')}
${selfLemmas('SCONJ', 'dass ob weil wenn als obwohl bevor nachdem während')}
# Conjunctions and particles that are adverbs too (das ist aber schön, etwas besser, zu groß),
# as Universal Dependencies tags those uses.
aber aber:CCONJ aber:ADV
denn denn:CCONJ denn:ADV
damit damit:SCONJ damit:ADV
zu zu:ADP zu:ADV
nicht nicht:ADV
etwas etwas:PRON etwas:ADV
mehr mehr:ADV
# Abbreviations, read whole (the tokeniser keeps their full stops).
dr. Dr.:NOUN
st. St.:NOUN
usw. usw.:ADV
lange lange:ADV lang:ADJ
# Verb forms the verb data reads under a rare verb first, or lacks: Zeit verbracht is verbringen
# (not ihr verbracht, a past of verbrechen "commit a crime"), dorthin gelangt is gelangen (not
# langen, gelingen); hängen's strong past (das Bild hing) is missing; mißt, in the spelling before
# 1996, is messen, not missen.
verbracht verbringen:VERB verbracht:ADJ
gelangt gelangen:VERB
${sameLemma('hängen', 'VERB', 'hing hingst hingen hingt')}
mißt messen:VERB
# Adverbs: the dictionaries list nouns, verbs and adjectives only.
${selfLemmas(
  'ADV',
  `ja nein doch auch noch schon nur sehr hier da dort jetzt heute immer wieder los bereits allerdings
  mittlerweile sonst bisher zusammen besonders insbesondere zumindest anders damals mindestens
  höchstens wenigstens möglicherweise teilweise abends morgens mittags nachts eher mitten gerne
  selbst leider eigentlich vielleicht wirklich schließlich trotzdem deshalb deswegen daher darum
  außerdem ebenfalls jedoch sogar kaum fast gar gestern morgen vorgestern übermorgen oft manchmal
  selten nie niemals bald sofort gerade endlich zuerst dann danach vorher nachher inzwischen überall
  irgendwo nirgendwo irgendwie sowieso ebenso genauso dennoch also nämlich überhaupt zwar etwa
  ziemlich total echt bisschen meistens einfach wohl dabei dafür dagegen davon dazu darauf daran
  darin darüber hierher dorthin heraus herein hinaus hinein zurück weg weiter vorbei unterwegs
  dorthin drüben draußen drinnen oben unten vorne hinten links rechts geradeaus heim
  heutzutage zunächst anschließend stets ständig gleichzeitig natürlich ungefähr genug tatsächlich
  offenbar angeblich hoffentlich übrigens ohnehin jedenfalls keineswegs durchaus bestimmt sicherlich
  äußerst möglichst wärmstens erstmals`,
)}
${everydayWords}
${sameLemma('sein', 'AUX', 'bin bist ist sind seid war warst waren wart wäre wären gewesen')}
${sameLemma('haben', 'AUX', 'habe hab hast hat haben habt hatte hattest hatten hätte hätten gehabt')}
${sameLemma('werden', 'AUX', 'werde wirst wird werden werdet wurde wurden würde würden geworden')}
${sameLemma('können', 'AUX', 'kann kannst können könnt konnte konnten könnte könnten')}
${sameLemma('müssen', 'AUX', 'muss musst müssen müsst musste mussten müsste')}
${sameLemma('wollen', 'AUX', 'will willst wollen wollt wollte wollten')}
${sameLemma('sollen', 'AUX', 'soll sollst sollen sollt sollte sollten')}
${sameLemma('dürfen', 'AUX', 'darf darfst dürfen dürft durfte dürfte')}
${sameLemma('mögen', 'AUX', 'mag magst mögen möchte möchtest möchten mochte')}
${sameLemma('gut', 'ADJ', 'gut gute guten guter gutes besser bessere besseren beste besten')}
${sameLemma('viel', 'ADJ', 'viel viele vielen')}
# Number words: the noun dictionary has them only as nouns (die Drei, the digit).
${selfLemmas('NUM', 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig hundert tausend')}
`);

const functionWords = new Set(
  words(`der ein kein mein dein ihr unser euer dieser jeder welcher ich du er sie es wir mich mir dich dir ihn
  ihm uns euch ihnen sich man wer was in an auf aus bei mit nach von zu für über unter vor hinter neben
  zwischen durch gegen ohne um seit bis wegen trotz während und oder aber sondern denn dass ob weil wenn
  als damit obwohl bevor nachdem nicht`),
);

/** Particles of separable verbs, as they stand at the end of a clause. */
const particles = new Set(
  words(`ab an auf aus bei dabei dar durch ein empor entgegen fest fort her heraus herein herum herunter hin
  hinaus hinein hinterher los mit nach nieder rein raus rüber runter statt teil um vor voran voraus vorbei
  vorüber weg weiter wieder zu zurecht zurück zusammen zwischen`),
);

function splitWord(word: string, table: LemmaTable): string[] {
  const clean = withoutTrailingApostrophe(word, table);
  const lower = clean.toLowerCase();
  if (!table.hasAnalysis(lower)) {
    const clitic = /^(.+)'s$/i.exec(clean);
    if (clitic?.[1] !== undefined) return [...splitHyphens(clitic[1], table), "'s"];
  }
  return splitHyphens(clean.replace(/'/g, ''), table);
}

const isUpper = (text: string): boolean => {
  const first = text[0];
  return first !== undefined && first !== first.toLowerCase();
};

/**
 * The reformed spelling of a lemma the dictionary gives in the old one: Kuß, gewiß, Ausschuß,
 * Streß are Kuss, gewiss, Ausschuss, Stress today, as their forms show (Küsse, gewissen). Only an
 * ß that ends the word or a syllable changed; schließen and Fuß keep theirs, and a form written
 * with ss for ß (grossen, Spass) keeps the lemma's ß.
 */
function reformedSpelling(token: ResolvedToken, table: LemmaTable): void {
  if (token.isGuessed !== true) token.lemma = respelt(token.lemma, token.piece.key, table);
}

/** The lemma in today's spelling where the form is written so (Schüsse: Schuß → Schuss). */
function respelt(lemma: string, key: string, table: LemmaTable): string {
  if (!oldSharpS.test(lemma) || !key.includes('ss') || key.includes('ß')) return lemma;
  return table.has(key.replace(/ss/g, 'ß')) ? lemma : withTodaysSs(lemma);
}

/**
 * A reading found by writing ss as ß (Russland → rußland, gross → groß), its lemmas in today's
 * spelling: Rußland is Russland since 1996, as the spelling dictionary says, while groß keeps its ß.
 */
function inTodaysSpelling(reading: Reading | undefined): Reading | undefined {
  if (reading === undefined || !reading.some((part) => oldSharpS.test(part.lemma))) return reading;
  // Whole words only: Rußland would pass as a compound of Ruß and Land.
  const { words: spelt } = spellingStemsOf('de');
  return reading.map((part) => {
    const today = withTodaysSs(part.lemma);
    const isReformed = !spelt.has(part.lemma.toLowerCase()) && spelt.has(today.toLowerCase());
    return today !== part.lemma && isReformed ? { ...part, lemma: today } : part;
  });
}

/** An ß that ends a word or a syllable: the old spelling (reformedSpelling asks of every token). */
const oldSharpS = /ß(?![aeiouäöüy])/;

/** The spelling of 1996: each ß that ends a word or a syllable becomes ss (Schuß → Schuss). */
const withTodaysSs = (lemma: string): string => lemma.replace(/ß(?![aeiouäöüy])/g, 'ss');

/**
 * A capitalised word inside a sentence that only the frequency list knows (Risiken: no analyser
 * has it, and no rule finds a lemma the dictionaries know) is a noun as written: German writes
 * nouns so, and a name would be in the names the readings know. So is one the readings know only
 * as a verb form (eine Email, not the imperative of e-mailen; laut Vereinsrecht): German never
 * capitalises a verb there.
 */
function unknownNoun(token: ResolvedToken, table: LemmaTable): void {
  const { text, isSentenceStart } = token.piece;
  const isVerbOnly = token.pos === 'VERB' && token.readings.every((reading) => reading[0]?.pos === 'VERB');
  if ((token.pos !== null && !isVerbOnly) || !token.isKnown || isSentenceStart || !isUpper(text)) return;
  if (text.length > 1 && text === text.toUpperCase()) return;
  // The noun the rules read it as where they can (Schulgebühren → Schulgebühr), else as written.
  const guessed = isVerbOnly
    ? german.guess?.(token.piece.key, table)?.find((part) => part.pos === 'NOUN')
    : undefined;
  token.lemma = guessed?.lemma ?? text;
  token.pos = 'NOUN';
}

/** Danke, bitte: the word of thanks or of asking, unless a subject comes first (ich danke dir). */
const politeWords = new Map<string, Reading[number]>([
  ['danke', { lemma: 'danke', pos: 'INTJ' }],
  ['bitte', { lemma: 'bitte', pos: 'ADV' }],
]);

function politeWord(token: ResolvedToken, index: number, tokens: readonly ResolvedToken[]): void {
  const polite = politeWords.get(token.piece.key);
  const previous = itemAt(tokens, index - 1)?.piece.key;
  if (polite === undefined || (previous !== undefined && german.subjectPronouns?.has(previous) === true))
    return;
  if (isUpper(token.piece.text) && !token.piece.isSentenceStart) return;
  token.lemma = polite.lemma;
  token.pos = polite.pos;
}

function isAdjectiveBeforeNoun(token: ResolvedToken, next: ResolvedToken | undefined): boolean {
  if (
    next === undefined ||
    next.piece.isClauseStart ||
    !isUpper(token.piece.text) ||
    !isUpper(next.piece.text)
  )
    return false;
  return (
    (next.pos === 'NOUN' || next.tag === 'NOUN') &&
    token.readings.some((reading) => reading[0]?.pos === 'ADJ')
  );
}

function resolveSentence(tokens: ResolvedToken[], table: LemmaTable): void {
  for (const token of tokens) verbAfterComma(token);
  for (const token of tokens) undeclinedParticiple(token);
  for (const token of tokens) unknownAdjective(token);
  for (const token of tokens) capitalisedCompound(token, table);
  for (const token of tokens) unknownNoun(token, table);
  tokens.forEach(politeWord);
  // A capital inside a sentence asks for the noun; a small letter for anything else. But a
  // capitalised adjective before a noun is that noun's adjective (die Europäische Union, echte
  // Tropische Pflanzen), as a German noun is seldom followed by another.
  tokens.forEach((token, index) => {
    if (token.readings.length < 2 || token.partIndex !== 0) return;
    if (isAdjectiveBeforeNoun(token, itemAt(tokens, index + 1))) {
      readAs(token, 'ADJ');
      return;
    }
    if (token.piece.isSentenceStart) return;
    const wantsNoun = isUpper(token.piece.text);
    if (isUpper(token.lemma) === wantsNoun) return;
    const match = token.readings.find(
      (reading) => reading.length === 1 && isUpper(reading[0]?.lemma ?? '') === wantsNoun,
    );
    const part = match?.[0];
    if (part !== undefined) {
      token.lemma = part.lemma;
      token.pos = part.pos;
    }
  });
  // Separable verbs: the clause's last word is a particle, and particle + verb lemma is a verb.
  tokens.forEach((particle, end) => {
    const next = itemAt(tokens, end + 1);
    if (!particles.has(particle.piece.key) || (next !== undefined && !next.piece.isClauseStart)) return;
    for (let index = end - 1; index >= 0; index -= 1) {
      const verb = tokens[index];
      if (verb === undefined) break;
      if (verb.pos === 'VERB' || verb.pos === 'AUX') {
        const compound = `${particle.piece.key}${verb.lemma}`;
        if (table.lemma(compound) !== undefined && table.lemma(compound)?.pos !== 'NOUN') {
          verb.lemma = compound;
          verb.pos = 'VERB';
          particle.lemma = compound;
          particle.pos = 'VERB';
          particle.isAbsorbed = true;
        }
        break;
      }
      if (verb.piece.isClauseStart) break;
    }
  });
  for (const token of tokens) reformedSpelling(token, table);
}

/** The endings German nouns take (die Fassaden, des Amtes) and adjectives (schöne). */
const nounEndings: readonly SuffixRule[] = [
  ['en', ''],
  ['n', ''],
  ['es', ''],
  ['s', ''],
  ['e', ''],
];

export const german: LanguageModule = {
  code: 'de',
  // No German Apertium analyser is in Debian: German comes from german-pos-dict alone.
  readingSources: { lexicons: ['german-pos-dict'] },
  locale: 'de',
  capitalisesNouns: true,
  closedClass,
  functionWords,
  splitWord,
  resolveSentence,
  modalVerbs: new Set(words('können müssen wollen sollen dürfen mögen werden')),
  subjectPronouns: new Set(words('ich du er sie es wir ihr man')),
  guess: (key, table) =>
    // gross, Spass: ss written for ß (Switzerland, or no German keyboard).
    (key.includes('ss') ? inTodaysSpelling(table.readings(key.replace(/ss/g, 'ß'))?.[0]) : undefined) ??
    // normalerweise, möglicherweise: adverbs made with -weise do not inflect.
    (key.endsWith('weise') ? [{ lemma: key, pos: 'ADV' as const }] : undefined) ??
    guessElongated(key, table) ??
    guessBySuffix(key, table, nounEndings) ??
    guessCompound(key, table),
};

/**
 * A German compound's last part is its head: `Hausaufgaben` is a plural of Aufgabe, so its lemma
 * is Hausaufgabe. The longest known noun at the end wins (a word read first as a noun); the
 * modifier has at least 3 letters and is a word that can open a compound, the head at least 4.
 */
function guessCompound(key: string, table: LemmaTable, headOf = headNoun): Reading | undefined {
  // The head's best reading must be a noun: `mitkommen` is no compound of das Kommen. Größtenteils
  // is no Größten-Teil, Editieren no Edi-Tier: the ending rules read those (isCompoundModifier).
  const compound = splitCompound(key, table, headOf, 4);
  if (compound === undefined) return undefined;
  const { modifier, head } = compound;
  const lemma = modifier.charAt(0).toUpperCase() + modifier.slice(1) + head.toLowerCase();
  // The noun data spells some heads as before 1996 (Schuß): the compound takes today's spelling.
  return [{ lemma: respelt(lemma, key, table), pos: 'NOUN' }];
}

/**
 * The noun a compound's last part is, when its best reading is a noun: the noun it is itself where
 * it is one (Bettlaken ends in das Laken, not in the plural of die Lake), unless that noun is only
 * the verb's infinitive used as a noun, which the readings list after the others (Pappschachteln
 * end in die Schachtel, not in das Schachteln).
 */
function headNoun(head: string, table: LemmaTable): string | undefined {
  const best = table.readings(head)?.[0];
  return best?.length === 1 && best[0]?.pos === 'NOUN' ? anyHeadNoun(head, table) : undefined;
}

/**
 * The noun a capitalised compound's last part is, whatever its best reading: written with a capital
 * inside a sentence, `Schlüsselfragen` ends in the plural of die Frage, though `fragen` alone is
 * first the verb.
 */
function anyHeadNoun(head: string, table: LemmaTable): string | undefined {
  // A form the readings leave out because the ending rules read it (fassaden: Fassade).
  const readings = table.readings(head) ?? [guessBySuffix(head, table, nounEndings) ?? []];
  const nouns = readings.flatMap((reading) =>
    reading.length === 1 && reading[0]?.pos === 'NOUN' ? [reading[0].lemma] : [],
  );
  const itself = nouns.find((lemma) => lemma.toLowerCase() === head);
  const isVerb = readings.some((reading) => reading[0]?.pos === 'VERB' && reading[0].lemma === head);
  return itself !== undefined && !isVerb ? itself : nouns[0];
}

/** An adjective's ending and inflection: `die Perspektivlosen` ends in no plural of das Los. */
const adjectiveEnding = /(?:los|lich|ig|bar|sam|haft)(?:e|en|er|es|em)?$/;

/**
 * A capitalised word inside a sentence that the readings do not know, or know only as a verb, and
 * the ending rules read as itself, is a noun; where it ends in a known noun after a word that can
 * open a compound, it is a compound of that noun (Pappschachteln → Pappschachtel, Tierversuche →
 * Tierversuch).
 */
function capitalisedCompound(token: ResolvedToken, table: LemmaTable): void {
  const { text, key, isSentenceStart } = token.piece;
  if (isSentenceStart || token.partIndex !== 0 || !isUpper(text) || text === text.toUpperCase()) return;
  const isVerbOnly = token.pos === 'VERB' && token.readings.every((reading) => reading[0]?.pos === 'VERB');
  // An adjective the ending rules made of it (Verbraucherzentrale → verbraucherzentral) too.
  const isGuessedOther = token.isGuessed === true && !isUpper(token.lemma) && !/isch/.test(key);
  if ((!isUnread(token) && !isVerbOnly && !isGuessedOther) || adjectiveEnding.test(key)) return;
  const compound = guessCompound(key, table, anyHeadNoun)?.[0];
  if (compound === undefined) return;
  token.lemma = compound.lemma;
  token.pos = 'NOUN';
  token.isKnown = true;
}

/**
 * A participle standing undeclined (`schön gestaltet`, `ich war begeistert`, `wurde aufgehoben`) is
 * a form of its verb, as the treebanks list it: the tagger often calls it an adjective, and the
 * adjective readings make it a word of its own. Not the participles whose adjective means something
 * else than the verb (bekannt "known" is no form of bekennen "confess"; verrückt "crazy"), nor those
 * that name a state of mind or a quality a learner meets as an adjective (enttäuscht, kompliziert).
 */
function undeclinedParticiple(token: ResolvedToken): void {
  const { key } = token.piece;
  if (token.pos !== 'ADJ' || token.lemma !== key || !/(?:t|en)$/.test(key) || adjectivesOfTheirOwn.has(key))
    return;
  readAsVerb(token);
}

/**
 * A declined adjective the readings do not know, written in small letters, whose stem ends as
 * adjectives are made (unannehmbaren, wiederkehrendem, umweltorientierte, zeitnahe): the adjective
 * without its ending, as a dictionary lists it.
 */
function unknownAdjective(token: ResolvedToken): void {
  if (!isUnread(token) || token.lemma !== token.piece.key || isUpper(token.piece.text)) return;
  const stem = adjectiveStem.exec(token.piece.key)?.[1];
  if (stem === undefined) return;
  token.lemma = stem;
  token.pos = 'ADJ';
}

const adjectiveStem = /^(.{3,}(?:bar|lich|ig|isch|end|iert|sam|los|haft|voll|farben|nah))(?:e|en|er|es|em)$/;

const adjectivesOfTheirOwn = new Set(
  words(`bekannt verrückt verwandt beliebt verschieden geschickt ausgezeichnet bestimmt gewandt erfahren
  verlegen gelegen ausgesprochen verschlossen gespannt betroffen entschieden gewohnt verlassen
  kompliziert enttäuscht genervt motiviert überzeugt interessiert bemüht verliebt verheiratet`),
);

/**
 * A weak verb's past after a comma or a quote, with a small letter, is the verb put first in its
 * clause (`„…“, erklärte der Minister`; `…, berichteten die Zeitungen`), not the adjective made of
 * its participle (der erklärte Feind), which would follow an article. Only the context tells them
 * apart: read alone, erklärte is both.
 */
function verbAfterComma(token: ResolvedToken): void {
  const { piece } = token;
  if (token.pos !== 'ADJ' || !piece.isClauseStart || piece.isSentenceStart || isUpper(piece.text)) return;
  if (/ten?$/.test(piece.key)) readAsVerb(token);
}
