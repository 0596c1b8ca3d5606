import type { GoldSentence } from '../../testing/gold.js';

/**
 * French gold lemmas for sentences written for this project. Conventions: articles → le / un,
 * possessives → mon / ton / son, personal pronouns their own lemma, elisions split (`l'homme` →
 * le+homme, `qu'il` → que+il), `au`/`du` → à+le / de+le, `s'il` → si+il.
 */
export const frenchGold: readonly GoldSentence[] = [
  ['Je ne sais pas où il est allé.', 'je ne savoir pas où il être aller'],
  ["L'homme qu'elle aime habite à Paris.", 'le+homme que+elle aimer habiter à Paris'],
  ['Nous avons mangé au restaurant hier soir.', 'nous avoir manger à+le restaurant hier soir'],
  ["Les enfants jouaient dans la cour de l'école.", 'le enfant jouer dans le cour de le+école'],
  ['Tu veux venir avec moi samedi ?', 'tu vouloir venir avec moi samedi'],
  ['Elle a les yeux bleus comme sa mère.', 'elle avoir le œil bleu comme son mère'],
  ["Il faut partir avant qu'il pleuve.", 'il falloir partir avant que+il pleuvoir'],
  ["C'est la plus belle journée de ma vie.", 'ce+être le plus beau journée de mon vie'],
  ["Je t'ai attendu pendant deux heures.", 'je te+avoir attendre pendant deux heure'],
  ['Les chevaux courent dans les champs.', 'le cheval courir dans le champ'],
  ["Dis-moi la vérité, s'il te plaît.", 'dire+moi le vérité si+il te plaire'],
  ['Nous prenons le train de huit heures.', 'nous prendre le train de huit heure'],
  ['Ils voulaient acheter une nouvelle voiture.', 'ils vouloir acheter un nouveau voiture'],
  ["J'espère que vous allez bien.", 'je+espérer que vous aller bien'],
  [
    'Mon frère travaille dans une banque depuis trois ans.',
    'mon frère travailler dans un banque depuis trois an',
  ],
  ["Qu'est-ce que tu fais ce soir ?", 'que+être+ce que tu faire ce soir'],
  ['Je me suis levé très tôt ce matin.', 'je me être lever très tôt ce matin'],
  ['Elles sont parties sans dire au revoir.', 'elles être partir sans dire à+le revoir'],
  ['Il y a beaucoup de monde dans la rue.', 'il y avoir beaucoup de monde dans le rue'],
  ["Nous devons finir ce travail aujourd'hui.", "nous devoir finir ce travail aujourd'hui"],
  ['Les filles ont chanté une chanson.', 'le fille avoir chanter un chanson'],
  ["Je voudrais un verre d'eau.", 'je vouloir un verre de+eau'],
  ['Ce livre est plus intéressant que le film.', 'ce livre être plus intéressant que le film'],
];
