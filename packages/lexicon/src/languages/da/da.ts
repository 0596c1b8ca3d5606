import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { everydayWords } from './everyday-words.js';
import { guessBySuffix } from '../suffixes.js';
import {
  guessElongated,
  guessHyphenated,
  isOneSpaceAfter,
  withoutStutter,
  withoutTrailingApostrophe,
} from '../tokenise.js';
import type { LanguageModule, ResolvedToken } from '../types.js';
import { readAttributiveAdjectives } from './attributive-adjectives.js';
import { readCapitalisedCompounds } from './hyphenated-compounds.js';
import { readAgentNounsAfterCopula } from './agent-nouns.js';
import { readUnknownAdjectives } from './unknown-adjectives.js';
import { readImperatives } from './imperatives.js';
import { readNeuterAdverbs } from './neuter-adverbs.js';
import { nounEndings, readUnknownCompounds } from './unknown-compounds.js';

/**
 * Danish. No elisions to split; the definite suffix (`hunden`, `børnene`) is inflection, which the
 * analyser reads. Conventions: articles → en, `den`/`det`/`de` (determiners) → den, personal
 * pronouns their own lemma.
 */
const closedClass = closedClassTable(`
# Letters said or spelt alone (the analyser's lemma for them is lalphabet, kalphabet …): not words
# to learn.
${selfLemmas('PART', 'b c d f g h j k l m n p q r s t u v w x z')}
# vore and vor are the written forms of vores.
${sameLemma('vores', 'DET', 'vor vore')}
${sameLemma('en', 'DET', 'en et')}
${selfLemmas('PRON', 'jeg du han hun den det vi de mig dig ham hende os jer dem sig man hvem hvad noget nogen ingen intet')}
${sameLemma('min', 'DET', 'min mit mine')}
${sameLemma('din', 'DET', 'din dit dine')}
${sameLemma('sin', 'DET', 'sin sit sine')}
${sameLemma('vores', 'DET', 'vores')}
${sameLemma('jeres', 'DET', 'jeres')}
${sameLemma('hans', 'DET', 'hans')}
${sameLemma('hendes', 'DET', 'hendes')}
${sameLemma('deres', 'DET', 'deres')}
${sameLemma('denne', 'DET', 'denne dette disse')}
# Prepositions that are adverbs too, as the particles of verbs (gå ind, komme over): Universal
# Dependencies tags those uses as adverbs.
${words('i på til af med for fra om efter under over mod uden hos mellem gennem ind ud op ned rundt')
  .map((word) => `${word} ${word}:ADP ${word}:ADV`)
  .join('\n')}
${words('imellem langs inden')
  .map((word) => `${word} ${word}:ADP ${word}:ADV`)
  .join('\n')}
# Adverbs of place and time the analyser files as prepositions only (vi er undervejs, kom
# udefra, henne ved døren): never followed by their noun, they are adverbs to learn.
${selfLemmas('ADV', 'undervejs udefra nedad opad henne herunder heri dertil derudover forinden')}
ved ved:ADP vide:VERB
${selfLemmas('CCONJ', 'og eller men')}
${selfLemmas('SCONJ', 'at hvis når fordi som selvom mens')}
da da:SCONJ da:ADV
både både:CCONJ både:ADV
hverken hverken:CCONJ hverken:ADV
${sameLemma('al', 'ADJ', 'al alle')}
alt al:ADJ alt:PRON
samme samme:ADJ
# Verbs that exist only in -s (synes, skyldes): dictionaries list them so, not as the passive of
# a verb (syne).
${sameLemma('synes', 'VERB', 'synes syntes')}
${sameLemma('skyldes', 'VERB', 'skyldes skyldtes')}
${sameLemma('lykkes', 'VERB', 'lykkes lykkedes')}
lidt lidt:ADV lide:VERB
# Comparatives read as their adjective, as dictionaries list them (flere → mange, mindre →
# lille); sidste and godt (well) are words of their own there. længere is the comparative of the
# adverb længe (ikke længere) before that of lang.
flere mange:ADJ
mindre lille:ADJ
længere længe:ADV lang:ADJ
sidste sidste:ADJ
mest mest:ADV meget:ADJ
godt godt:ADV god:ADJ
# Abbreviations, read whole (the tokeniser keeps their full stops), and units: the word they
# stand for, as it is said (kl. 7 is klokken syv). f.eks., bl.a. and m.v. stand for phrases: the
# phrase as it is said (an underscore is a space), as the Danish treebank lemmatises them.
kr. krone:NOUN
ca. cirka:ADV
mia. milliard:NOUN
mio. million:NOUN
mill. million:NOUN
pct. procent:NOUN
kl. klokke:NOUN
stk. styk:NOUN
km kilometer:NOUN
cm centimeter:NOUN
kg kilo:NOUN
kg. kilo:NOUN
dl deciliter:NOUN
f.eks. for_eksempel:ADV
bl.a. blandt_andet:ADV
m.v. med_videre:ADV
slet slet:ADV slette:VERB
# blot (only, merely) is first the adverb; bundet first binde's (bound), not bunde's; tav is tie's
# past (fell silent), kolleger kollega's plural and nøjes (make do) a verb of its own, which
# Apertium lacks; ej is the old word for ikke (ej heller), not the imperative of eje.
blot blot:ADV blot:NOUN blotte:VERB
bundet binde:VERB bundet:ADJ
tav tie:VERB
kolleger kollega:NOUN
kollegerne kollega:NOUN
nøjes nøjes:VERB
ej ej:ADV
smule smule:NOUN
# Forms the readings give to another word, or to none: vakt is vække's participle; løjer
# (pranks), slags (kind) and hals (neck) are nouns of their own, not forms of løje, slag and hal;
# borte (away) is no form of bore; oftest is ofte's superlative, kristne kristen's plural; hér and
# dèr are her and der stressed; bestemt is also the adverb (certainly); sådan (such) is an
# adjective, as the Danish treebank tags it, not a determiner left out of the list.
vakt vække:VERB
løjer løjer:NOUN
slags slags:NOUN
hals hals:NOUN
borte borte:ADV
oftest ofte:ADV
kristne kristen:ADJ
hér her:ADV
bestemt bestemme:VERB bestemt:ADJ bestemt:ADV
${sameLemma('sådan', 'ADJ', 'sådant sådanne')}
dèr der:ADV
# Nouns met only in a fixed phrase: have i sinde (intend), i medfør af (under), i god behold (safe).
sinde sinde:NOUN
medfør medfør:NOUN medføre:VERB
behold behold:NOUN beholde:VERB
${selfLemmas('ADV', 'ikke ja nej her der nu så også bare kun meget')}
${everydayWords}
${sameLemma('være', 'AUX', 'er var været være')}
${sameLemma('have', 'AUX', 'har havde haft have')}
${sameLemma('blive', 'AUX', 'bliver blev blevet blive')}
${sameLemma('kunne', 'AUX', 'kan kunne kunnet')}
${sameLemma('skulle', 'AUX', 'skal skulle skullet')}
${sameLemma('ville', 'AUX', 'vil ville villet')}
${sameLemma('måtte', 'AUX', 'må måtte')}
${sameLemma('gå', 'VERB', 'går gik gået gå')}
${sameLemma('komme', 'VERB', 'kommer kom kommet komme')}
${sameLemma('sige', 'VERB', 'siger sagde sagt sige')}
${sameLemma('gøre', 'VERB', 'gør gjorde gjort gøre')}
${sameLemma('se', 'VERB', 'ser set se')}
${sameLemma('få', 'VERB', 'får fik fået få')}
`);

const functionWords = new Set(
  words(`en den det de jeg du han hun vi mig dig ham hende os jer dem sig man hvem hvad min din sin vores
  jeres hans hendes deres denne i på til af med for fra om ved efter under over mod uden hos mellem gennem
  og eller men at hvis når fordi som da selvom mens`),
);

/**
 * Is the token followed by a mark (a comma, a question mark) or by nothing? Danish words are never
 * cut into pieces (splitWord), so the next piece is always another word.
 */
function standsAlone(token: ResolvedToken, next: ResolvedToken | undefined): boolean {
  return next === undefined || !isOneSpaceAfter(token.piece, next.piece);
}

/** The subjects after which så is a verb (saw): in the treebanks' dialogue, never the adverb. */
const sawAfter = new Set(words('jeg du'));

export const danish: LanguageModule = {
  code: 'da',
  readingSources: {
    // Not its constraint grammar: on a one-word sentence its rules pick the imperative (`dag` →
    // dage, `gang` → gange), which the tagger alone does not (measured: 0.82 → 0.86 on UD dev).
    apertium: {
      debianPackage: 'apertium-dan-nor',
      analyser: 'apertium-dan-nor/dan-nob.automorf.bin',
      tagger: 'apertium-dan-nor/dan-nor.prob',
    },
  },
  locale: 'da',
  closedClass,
  functionWords,
  // Hyphenated compounds stay whole (bank-ansatte), but a stutter is no part of a word (s-sikke).
  splitWord: (word, table) => [
    withoutStutter(withoutTrailingApostrophe(word, table).replace(/'/g, '').split('-')).join('-'),
  ],
  articles: new Set(words('en')),
  resolveSentence(tokens, table) {
    tokens.forEach((token, index) => {
      // `i går`: yesterday, not a form of gå.
      if (token.piece.key === 'går' && tokens[index - 1]?.piece.key === 'i') {
        token.lemma = 'går';
        token.pos = 'ADV';
      }
      // `jeg så ham`: right after jeg or du, så is se's past (saw), not the adverb (then), which
      // would come first (`så gik jeg`).
      if (
        token.piece.key === 'så' &&
        sawAfter.has(tokens[index - 1]?.piece.key ?? '') &&
        !token.piece.isClauseStart
      ) {
        token.lemma = 'se';
        token.pos = 'VERB';
      }
      // `Nå, men …`, `Nå?`: nå opening a line before a comma or alone is "well", not to reach.
      if (token.piece.key === 'nå' && token.piece.isSentenceStart && standsAlone(token, tokens[index + 1])) {
        token.lemma = 'nå';
        token.pos = 'INTJ';
      }
    });
    readImperatives(tokens);
    readAttributiveAdjectives(tokens);
    readNeuterAdverbs(tokens);
    readCapitalisedCompounds(tokens);
    readUnknownCompounds(tokens, table);
    readUnknownAdjectives(tokens);
    readAgentNounsAfterCopula(tokens);
  },
  modalVerbs: new Set(words('kunne skulle ville måtte burde turde')),
  subjectPronouns: new Set(words('jeg du han hun vi i de man')),
  guess: (key, table) =>
    guessElongated(key, table) ?? guessHyphenated(key, table) ?? guessBySuffix(key, table, nounEndings),
};
