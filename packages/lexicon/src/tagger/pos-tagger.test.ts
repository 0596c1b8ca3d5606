import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/registry.js';
import { tokenise } from '../languages/tokenise.js';
import { lookUp } from '../analysis/resolve.js';
import { builtTable } from '../testing/built-table.js';
import { loadTagger } from './tagger-files.js';

describe('the part-of-speech tagger', () => {
  const table = builtTable('fr');
  const french = getLanguage('fr');
  const tokensOf = (text: string) =>
    tokenise(text, french, table).map((piece) => lookUp(piece, french, table));

  it('tags sentences the same after it has forgotten the forms it kept', () => {
    const fresh = loadTagger('fr');
    const tagger = loadTagger('fr');
    if (fresh === undefined || tagger === undefined)
      throw new Error('the committed French tagger is missing');
    const sentences = [
      'Il entre dans la maison et ferme la porte.',
      'Je te dis que ce bon vieux Ron est là.',
      "C'est la fin, il faut partir avant que la nuit tombe.",
      'Elle porte une robe rouge et mange une pomme.',
      'Tu as vu le président ? Non, mais je sais où il est.',
      'La ville située au nord a reçu des fonds pour la ferme.',
      'Je la vois tous les jours, mais elle ne me voit pas.',
      'Tout le monde le sait : il fait froid en hiver.',
      'Même pendant la guerre, ils sont restés ensemble.',
      'Elle est partie avant lui, comme toujours.',
      'Ce que tu dis est vrai, mais personne ne te croit.',
      'On se voit demain devant la gare, si tu veux.',
      "Il n'y a plus rien à faire ici, allons-nous-en.",
      'Cette porte ferme mal depuis que le vent souffle fort.',
    ].map(tokensOf);
    tagger.tag(tokensOf('Le chien dort.'));
    // More forms than it keeps (8,000): it clears them and their weights, then works them out anew.
    const letters = (index: number): string =>
      [...index.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
    const others = Array.from({ length: 9000 }, (_, index) => `zou${letters(index)}`);
    for (let at = 0; at < others.length; at += 10)
      tagger.tag(tokensOf(`Le ${others.slice(at, at + 10).join(' ')} est là.`));
    const tags = sentences.map((sentence) => tagger.tag(sentence));
    expect(tags).toEqual(sentences.map((sentence) => fresh.tag(sentence)));
    expect(tags[0]?.slice(0, 2)).toEqual(['PRON', 'VERB']);
  });
});
