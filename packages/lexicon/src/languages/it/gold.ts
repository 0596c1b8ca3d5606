import type { GoldSentence } from '../../testing/gold.js';

/**
 * Italian gold lemmas for sentences written for this project. Conventions: articles → il / uno,
 * possessives → mio / tuo / suo, personal pronouns their own lemma, articulated prepositions →
 * preposition+il (`della` → di+il), elisions split (`l'anno` → il+anno), enclitics → verb +
 * pronoun (`dimmi` → dire+mi), `un po'` → uno poco.
 */
export const italianGold: readonly GoldSentence[] = [
  ['Non so dove sia andato mio fratello.', 'non sapere dove essere andare mio fratello'],
  ["L'anno scorso siamo andati al mare.", 'il+anno scorso essere andare a+il mare'],
  ['Dimmi la verità, per favore.', 'dire+mi il verità per favore'],
  ['I bambini giocavano nel giardino della nonna.', 'il bambino giocare in+il giardino di+il nonna'],
  ["C'è un'altra cosa che devo dirti.", 'ci+essere uno+altro cosa che dovere dire+ti'],
  ['Gli uomini lavoravano in una fabbrica di scarpe.', 'il uomo lavorare in uno fabbrica di scarpa'],
  ['Abbiamo mangiato una pizza buona ieri sera.', 'avere mangiare uno pizza buono ieri sera'],
  ['Vorrei comprare una casa in campagna.', 'volere comprare uno casa in campagna'],
  ['Le ragazze sono uscite con i loro amici.', 'il ragazza essere uscire con il loro amico'],
  ['Dove hai messo le chiavi della macchina?', 'dove avere mettere il chiave di+il macchina'],
  ['Mi piace molto leggere prima di dormire.', 'mi piacere molto leggere prima di dormire'],
  ["Quest'estate andremo in montagna.", 'questo+estate andare in montagna'],
  ['Il treno parte alle otto di mattina.', 'il treno partire a+il otto di mattina'],
  ['Non ho mai visto un film così bello.', 'non avere mai vedere uno film così bello'],
  ['Aspettami davanti alla stazione.', 'aspettare+mi davanti a+il stazione'],
  ['Mia madre cucinava sempre la domenica.', 'mio madre cucinare sempre il domenica'],
  ['Dobbiamo parlare di quello che è successo.', 'dovere parlare di quello che essere succedere'],
  ['Le strade erano piene di gente.', 'il strada essere pieno di gente'],
  ['Ci vediamo domani dopo il lavoro.', 'ci vedere domani dopo il lavoro'],
  ["Un po' di pazienza, arrivo subito.", 'uno poco di pazienza arrivare subito'],
  ['Le sue sorelle vivono a Milano.', 'il suo sorella vivere a Milano'],
  ["Ho perso il portafoglio sull'autobus.", 'avere perdere il portafoglio su+il+autobus'],
  ['I cani dormivano sotto il tavolo.', 'il cane dormire sotto il tavolo'],
];
