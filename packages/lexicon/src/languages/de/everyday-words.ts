import { sameLemma, selfLemmas } from '../closed-class.js';

/**
 * German words that films say all the time and german-pos-dict, which lists nouns, verbs and
 * adjectives, does not have: question words, adverbs, interjections, the other forms of pronouns
 * and determiners, prepositions, conjunctions, and the forms of the auxiliaries the dictionary
 * lacks or writes only in the spelling before 1996. Without them, `Wie` opening a question was a
 * noun and `so`, `wo`, `nun` words of no kind (found among the 3,000 commonest forms of the
 * OpenSubtitles frequency list that no reading knew). Lines in the closed-class notation.
 */
export const everydayWords = `
${selfLemmas(
  'ADV',
  `wie warum wieso weshalb weswegen wann wo woher wohin wozu wofür wovon worauf worüber worum woran
  womit wonach wovor woraus wodurch inwiefern so nun her hin gern einmal zweimal dreimal diesmal
  nochmal nochmals jemals zuhause daheim irgendwann nirgends nirgendwohin irgendwohin woanders dran
  drin drauf drüber drunter drum draus rüber runter rauf raus herum herunter hinunter heran voran
  vorwärts rückwärts hinterher dahin dadurch daraus davor dahinter darunter daneben dazwischen
  hierhin hiermit nebenan zuvor vorhin neulich zuletzt beinahe jederzeit immerhin weiterhin umsonst
  öfter soviel wieviel zuviel stattdessen sozusagen ansonsten andererseits einerseits letztendlich
  lediglich nebenbei womöglich meinetwegen deinetwegen erstmal allzu soeben derzeit zurzeit quasi
  beiseite auseinander durcheinander vielmals ungern desto umso gratis`,
)}
je je:ADV je:SCONJ
mal mal:ADV Mal:NOUN
allein allein:ADV allein:ADJ
alleine allein:ADV allein:ADJ
${selfLemmas('ADJ', 'egal willkommen wahrscheinlich geil prima scheißegal quitt')}
${selfLemmas(
  'INTJ',
  `oh ach ah äh ähm hm hmm mhm hey hi okay ok tja naja na aha nee nö wow tschüss tschüs ciao prost
  jawohl hä uh eh ey oje hopp hurra pst psst aua herrje bingo huch hoppla ups pah igitt juhu`,
)}
${sameLemma('jemand', 'PRON', 'jemanden jemandem jemands')}
${sameLemma('niemand', 'PRON', 'niemanden niemandem')}
${sameLemma('wer', 'PRON', 'wen wem wessen')}
${selfLemmas('PRON', 'irgendwas irgendetwas irgendjemand irgendwer einander')}
${sameLemma('mein', 'PRON', 'meins')}
${sameLemma('dein', 'PRON', 'deins')}
${sameLemma('sein', 'PRON', 'seins')}
${sameLemma('kein', 'PRON', 'keins')}
${sameLemma('jener', 'DET', 'jene jenen jener jenem jenes')}
${sameLemma('mancher', 'DET', 'manch manche manchen mancher manchem manches')}
${sameLemma('irgendein', 'DET', 'irgendein irgendeine irgendeinen irgendeinem irgendeiner irgendeines')}
${sameLemma('irgendwelcher', 'DET', 'irgendwelche irgendwelchen irgendwelcher irgendwelchem irgendwelches')}
${sameLemma('derjenige', 'DET', 'derjenige diejenige dasjenige denjenigen demjenigen derjenigen diejenigen')}
${sameLemma('derselbe', 'DET', 'dieselben')}
${selfLemmas('SCONJ', 'indem seitdem sobald soweit sodass sofern solange wobei wohingegen')}
${selfLemmas('CCONJ', 'weder sowohl sowie')}
${selfLemmas(
  'ADP',
  'ab außer statt anstatt aufgrund innerhalb außerhalb entlang anhand angesichts bezüglich zufolge jenseits gemäß',
)}
daß dass:SCONJ
${sameLemma('sein', 'AUX', 'wärst wärt sei seist seien')}
wär sein:AUX
is sein:AUX
${sameLemma('haben', 'AUX', 'hattet hättest hättet hätt')}
${sameLemma('werden', 'AUX', 'würdest würdet wurdest wurdet würd')}
${sameLemma('müssen', 'AUX', 'musstest musstet müsstest müssten muß mußt mußte mußten müßte müßten')}
${sameLemma('können', 'AUX', 'konntest konntet könntest könntet')}
${sameLemma('wollen', 'AUX', 'wolltest wolltet')}
${sameLemma('sollen', 'AUX', 'solltest solltet')}
${sameLemma('dürfen', 'AUX', 'durftest durften dürften dürftest')}
${sameLemma('mögen', 'AUX', 'möchtet mochtest mochten')}
`;
