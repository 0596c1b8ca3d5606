import { selfLemmas } from '../closed-class.js';

/**
 * Danish words that films say all the time and Apertium's Danish analyser does not have: the
 * adverbs of place made of her/der and a direction (herinde, derude, heroppe), greetings and
 * interjections, and a few adverbs and conjunctions. Found among the 3,000 commonest forms of the
 * OpenSubtitles frequency list that no reading knew. Lines in the closed-class notation.
 */
export const everydayWords = `
${selfLemmas(
  'ADV',
  `herinde derinde herude derude heroppe deroppe hernede dernede herovre derovre herind derind herud
  derud herop derop herned derned herover derover herhen derhen ovre indeni endda åbenbart ligefrem
  stadigvæk mon aftes morges`,
)}
${selfLemmas(
  'INTJ',
  `godmorgen godnat goddag godaften værsgo hejsa halløj jøsses herregud hvabehar okay ok hey wow åh øh
  ah av uh hmm jep puha ih ups`,
)}
# Interjections spelt as other words: nå (well) as to reach, hov (oops) as a hoof, føj (yuck) as
# føje: the tagger tells them apart.
nå nå:VERB nå:INTJ
hov hov:INTJ hov:NOUN
føj føj:INTJ føje:VERB
${selfLemmas('SCONJ', 'medmindre')}
${selfLemmas('PRON', 'allesammen')}
`;
