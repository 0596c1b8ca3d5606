import type { GoldSentence } from '../../testing/gold.js';

/**
 * English gold lemmas for sentences written for this project. Conventions: `I` → I, other personal
 * pronouns their own lemma, `a`/`an` → a, contractions split (`don't` → do+not, `she's` → she+be,
 * `let's` → let+us, `gonna` → go+to), a possessive `'s` is dropped (`brother's` → brother).
 */
export const englishGold: readonly GoldSentence[] = [
  ["I don't think she's coming tonight.", 'I do+not think she+be come tonight'],
  ['The children were playing in the garden.', 'the child be play in the garden'],
  ["We've been waiting for hours.", 'we+have be wait for hour'],
  ['He bought three new shirts yesterday.', 'he buy three new shirt yesterday'],
  ['Where did you put my keys?', 'where do you put my key'],
  ["They'll never find the money.", 'they+will never find the money'],
  ["My brother's car broke down again.", 'my brother car break down again'],
  ['She was better at math than her sister.', 'she be good at math than her sister'],
  ['The geese flew over the lake.', 'the goose fly over the lake'],
  ["I'm gonna tell you a story.", 'I+be go+to tell you a story'],
  ['Those mice ate all the cheese.', 'those mouse eat all the cheese'],
  ["Can't you see he's lying?", 'can+not you see he+be lie'],
  ['We stayed at a small hotel near the station.', 'we stay at a small hotel near the station'],
  ['Nobody knew what had happened.', 'nobody know what have happen'],
  ["She sings beautifully when she's happy.", 'she sing beautifully when she+be happy'],
  ['The wolves were hunting in the woods.', 'the wolf be hunt in the wood'],
  ['Give me that knife before someone gets hurt.', 'give me that knife before someone get hurt'],
  ["Why didn't you call me last night?", 'why do+not you call me last night'],
  ["I've lost my wallet again.", 'I+have lose my wallet again'],
  ["Let's go home, it's getting late.", 'let+us go home it+be get late'],
  ['The women carried water from the well.', 'the woman carry water from the well'],
  ['The teacher asked us to open our books.', 'the teacher ask us to open our book'],
  ['Two men were standing outside the bank.', 'two man be stand outside the bank'],
  ['She has written three letters to her mother.', 'she have write three letter to her mother'],
  ['It was the worst day of my life.', 'it be the bad day of my life'],
];
