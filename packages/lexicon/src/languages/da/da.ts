import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { guessBySuffix } from '../suffixes.js';
import { splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule } from '../types.js';

/**
 * Danish. No elisions to split; the definite suffix (`hunden`, `børnene`) is inflection, which the
 * analyser reads. Conventions: articles → en, `den`/`det`/`de` (determiners) → den, personal
 * pronouns their own lemma.
 */
const closedClass = closedClassTable(`
${sameLemma('en', 'DET', 'en et')}
${selfLemmas('PRON', 'jeg du han hun den det vi de mig dig ham hende os jer dem sig man hvem hvad noget nogen ingen intet alt')}
${sameLemma('min', 'DET', 'min mit mine')}
${sameLemma('din', 'DET', 'din dit dine')}
${sameLemma('sin', 'DET', 'sin sit sine')}
${sameLemma('vores', 'DET', 'vores')}
${sameLemma('jeres', 'DET', 'jeres')}
${sameLemma('hans', 'DET', 'hans')}
${sameLemma('hendes', 'DET', 'hendes')}
${sameLemma('deres', 'DET', 'deres')}
${sameLemma('denne', 'DET', 'denne dette disse')}
${selfLemmas('ADP', 'i på til af med for fra om efter under over mod uden hos mellem gennem')}
ved ved:ADP vide:VERB
${selfLemmas('CCONJ', 'og eller men')}
${selfLemmas('SCONJ', 'at hvis når fordi som da selvom mens')}
${selfLemmas('ADV', 'ikke ja nej her der nu så også bare kun meget')}
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
  og eller men at hvis når fordi som da selvom mens ikke`),
);

export const danish: LanguageModule = {
  code: 'da',
  locale: 'da',
  closedClass,
  functionWords,
  splitWord: (word, table) => splitHyphens(withoutTrailingApostrophe(word, table).replace(/'/g, ''), table),
  modalVerbs: new Set(words('kunne skulle ville måtte burde turde')),
  subjectPronouns: new Set(words('jeg du han hun vi i de man')),
  guess: (key, table) =>
    guessBySuffix(key, table, [
      ['erne', ''],
      ['ene', 'e'],
      ['ene', ''],
      ['en', ''],
      ['et', ''],
      ['er', ''],
      ['e', ''],
    ]),
};
