import type { GoldSentence } from '../../testing/gold.js';

/**
 * Danish gold lemmas for sentences written for this project. Conventions: `en`/`et` → en,
 * possessives → min / din / sin, personal pronouns their own lemma, definite and plural forms →
 * the indefinite singular (`børnene` → barn), comparatives → the positive (`bedste` → god).
 */
export const danishGold: readonly GoldSentence[] = [
  ['Jeg ved ikke, hvor mine nøgler er.', 'jeg vide ikke hvor min nøgle være'],
  ['Børnene legede i haven hele dagen.', 'barn lege i have hel dag'],
  ['Vi gik i biografen sammen.', 'vi gå i biograf sammen'],
  ['Hun har købt en ny bil.', 'hun have købe en ny bil'],
  ['Kan du hjælpe mig med at bære kasserne?', 'kunne du hjælpe mig med at bære kasse'],
  ['Husene i byen er meget gamle.', 'hus i by være meget gammel'],
  ['Han spiste morgenmad hver dag klokken syv.', 'han spise morgenmad hver dag klokke syv'],
  ['Min mor laver den bedste mad.', 'min mor lave den god mad'],
  ['Vi skal tage toget til København.', 'vi skulle tage tog til København'],
  ['Mændene arbejdede på fabrikken.', 'mand arbejde på fabrik'],
  ['Hvorfor ringede du ikke til mig?', 'hvorfor ringe du ikke til mig'],
  ['Pigen læste en bog om hunde.', 'pige læse en bog om hund'],
  ['Det regner, så vi bliver hjemme.', 'det regne så vi blive hjemme'],
  ['Jeg har aldrig set så mange mennesker.', 'jeg have aldrig se så mange menneske'],
  ['Kvinderne sang smukke sange.', 'kvinde synge smuk sang'],
  ['Vi skal gå nu.', 'vi skulle gå nu'],
  ['Hunden løb efter katten i haven.', 'hund løbe efter kat i have'],
  ['Tak for maden, den var lækker.', 'tak for mad den være lækker'],
  ['De boede i et lille hus ved søen.', 'de bo i en lille hus ved sø'],
  ['Jeg glemte at lukke vinduerne.', 'jeg glemme at lukke vindue'],
  ['Vi spiste middag sammen med vores venner.', 'vi spise middag sammen med vores ven'],
  ['Han købte tre nye skjorter.', 'han købe tre ny skjorte'],
  ['Bilen holdt foran huset.', 'bil holde foran hus'],
  ['Kan du lide kaffe?', 'kunne du lide kaffe'],
  ['Pigerne gik hjem fra skolen.', 'pige gå hjem fra skole'],
  ['Jeg skriver et brev til min søster.', 'jeg skrive en brev til min søster'],
  ['Vi har boet her i mange år.', 'vi have bo her i mange år'],
];
