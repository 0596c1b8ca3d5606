import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { guessBySuffix } from '../suffixes.js';
import { splitElisions, splitHyphens, withoutTrailingApostrophe } from '../tokenise.js';
import type { LanguageModule, ResolvedToken } from '../types.js';

/**
 * French. Elisions split off (`l'homme` → l' + homme, `qu'il` → qu' + il), hyphenated words split
 * unless known (`peut-être` stays, `dis-moi` → dis + moi), and the euphonic t of `va-t-il` goes.
 * Conventions: articles → le / un, `au`/`du`/`aux`/`des` → à/de + le, possessives → mon / ton / son,
 * personal pronouns are their own lemma (`elle` → elle).
 */
const closedClass = closedClassTable(`
l' le:DET le:PRON
d' de:ADP
j' je:PRON
m' me:PRON
t' te:PRON
n' ne:ADV
s' se:PRON
c' ce:PRON
ç' ce:PRON
qu' que:SCONJ
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
${selfLemmas('ADP', 'à de dans par pour sur sous avec sans chez vers entre pendant depuis avant après contre')}
${selfLemmas('CCONJ', 'et ou mais ni car or')}
${selfLemmas('SCONJ', 'que si quand comme lorsque puisque quoique')}
${selfLemmas('ADV', 'ne pas plus non oui très bien aussi ici là')}
${sameLemma('être', 'AUX', 'suis es est sommes êtes sont étais était étions étiez étaient été sois soit soient serai sera serons seront serais serait fut')}
${sameLemma('avoir', 'AUX', 'ai as a avons avez ont avais avait avions aviez avaient eu aie ait aura aurai aurait eus eut')}
${sameLemma('aller', 'VERB', 'vais vas va allons allez vont allait allé allée allés irai ira irais irait aille')}
${sameLemma('faire', 'VERB', 'fais fait faisons faites font faisait faire fera ferai ferais ferait fasse')}
${sameLemma('pouvoir', 'VERB', 'peux peut pouvons pouvez peuvent pouvait pu pourrai pourrais pourrait puisse')}
${sameLemma('vouloir', 'VERB', 'veux veut voulons voulez veulent voulait voulu voudrais voudrait veuille')}
${sameLemma('dire', 'VERB', 'dis dit disons dites disent disait')}
${sameLemma('savoir', 'VERB', 'sais sait savons savez savent savait su saurais sache')}
${sameLemma('devoir', 'VERB', 'dois doit devons devez doivent devait dû devrais devrait')}
${sameLemma('falloir', 'VERB', 'faut fallait faudra faudrait fallu')}
${sameLemma('voir', 'VERB', 'vois voit voyons voyez voient voyait vu vue')}
${sameLemma('venir', 'VERB', 'viens vient venons venez viennent venait venu venue')}
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

/** `s'` before il/ils is the conjunction si (`s'il te plaît`); elsewhere the pronoun se. */
function resolveSentence(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    const next = tokens[index + 1]?.piece.key;
    if (token.piece.key === "s'" && (next === 'il' || next === 'ils')) {
      token.lemma = 'si';
      token.pos = 'SCONJ';
    }
  });
}

export const french: LanguageModule = {
  code: 'fr',
  locale: 'fr',
  closedClass,
  functionWords,
  splitWord,
  resolveSentence,
  modalVerbs: new Set(words('pouvoir devoir vouloir')),
  subjectPronouns: new Set(words('je tu il elle on nous vous ils elles')),
  guess: (key, table) =>
    guessBySuffix(key, table, [
      ['s', ''],
      ['x', ''],
      ['es', ''],
    ]),
};
