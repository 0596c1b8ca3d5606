import type { GoldSentence } from '../../testing/gold.js';

/**
 * German gold lemmas for sentences written for this project. Conventions: der/die/das → der,
 * ein/eine → ein, possessives → mein / dein / ihr, personal pronouns their own lemma, `im`/`ins` →
 * in+der, a separable verb's finite form and its particle both → the particle verb (`rufe … an` →
 * anrufen … anrufen), `geht's` → gehen+es.
 */
export const germanGold: readonly GoldSentence[] = [
  ['Ich weiß nicht, wo meine Schlüssel sind.', 'ich wissen nicht wo mein Schlüssel sein'],
  ['Die Kinder spielten im Garten.', 'der Kind spielen in+der Garten'],
  ['Wir sind gestern ins Kino gegangen.', 'wir sein gestern in+der Kino gehen'],
  ['Kannst du mich morgen früh anrufen?', 'können du mich morgen früh anrufen'],
  ['Ich rufe dich heute Abend an.', 'ich anrufen dich heute Abend anrufen'],
  ['Er hat mir ein schönes Geschenk gegeben.', 'er haben mir ein schön Geschenk geben'],
  ['Die Häuser in dieser Straße sind sehr alt.', 'der Haus in dieser Straße sein sehr alt'],
  ["Wie geht's deiner Mutter?", 'wie gehen+es dein Mutter'],
  ['Sie kauft jeden Morgen frisches Brot.', 'sie kaufen jeder Morgen frisch Brot'],
  ['Wir müssen um acht Uhr losfahren.', 'wir müssen um acht Uhr losfahren'],
  ['Der Zug fährt um halb neun ab.', 'der Zug abfahren um halb neun abfahren'],
  ['Meine Eltern wohnen in einem kleinen Dorf.', 'mein Eltern wohnen in ein klein Dorf'],
  ['Ich habe das Buch schon gelesen.', 'ich haben der Buch schon lesen'],
  ['Warum bist du so spät gekommen?', 'warum sein du so spät kommen'],
  ['Die Männer arbeiteten den ganzen Tag.', 'der Mann arbeiten der ganz Tag'],
  ['Kommst du heute Abend mit?', 'mitkommen du heute Abend mitkommen'],
  ['Das Wetter war besser als gestern.', 'der Wetter sein gut als gestern'],
  ['Sie hat ihre Tasche im Zug vergessen.', 'sie haben ihr Tasche in+der Zug vergessen'],
  ['Wir haben zu viel gegessen.', 'wir haben zu viel essen'],
  ['Er las die Zeitung und trank Kaffee.', 'er lesen der Zeitung und trinken Kaffee'],
  ['Mein Vater hat das Auto in die Garage gefahren.', 'mein Vater haben der Auto in der Garage fahren'],
  ['Die Kinder haben ihre Hausaufgaben gemacht.', 'der Kind haben ihr Hausaufgabe machen'],
  ['Wir essen heute Abend bei meiner Schwester.', 'wir essen heute Abend bei mein Schwester'],
  ['Der Hund schläft unter dem Tisch.', 'der Hund schlafen unter der Tisch'],
  ['Hast du das Fenster zugemacht?', 'haben du der Fenster zumachen'],
];
