import type { GoldSentence } from '../../testing/gold.js';

/**
 * Spanish gold lemmas for sentences written for this project. Conventions: articles → el / uno,
 * possessives → mío / tuyo / suyo, demonstratives → este / ese, personal pronouns are their own
 * lemma, `del`/`al` → de+el / a+el, enclitics → verb + pronouns (`dámelo` → dar+me+lo).
 */
export const spanishGold: readonly GoldSentence[] = [
  ['Ayer fui al mercado con mi hermana.', 'ayer ir a+el mercado con mío hermana'],
  ['Los niños jugaban en el parque toda la tarde.', 'el niño jugar en el parque todo el tarde'],
  ['No sé dónde están mis llaves.', 'no saber dónde estar mío llave'],
  ['¿Quieres tomar un café conmigo?', 'querer tomar uno café conmigo'],
  ['Ella me dijo que su padre estaba enfermo.', 'ella me decir que suyo padre estar enfermo'],
  ['Tenemos que salir antes de las ocho.', 'tener que salir antes de el ocho'],
  ['Las casas de este pueblo son muy viejas.', 'el casa de este pueblo ser muy viejo'],
  ['Dámelo ahora, por favor.', 'dar+me+lo ahora por favor'],
  ['Nunca había visto una ciudad tan bonita.', 'nunca haber ver uno ciudad tan bonito'],
  ['Mañana vamos a comprar pan y leche.', 'mañana ir a comprar pan y leche'],
  ['El perro duerme debajo de la mesa.', 'el perro dormir debajo de el mesa'],
  ['¿Por qué no me llamaste anoche?', 'por qué no me llamar anoche'],
  ['Mis padres viven cerca del río.', 'mío padre vivir cerca de+el río'],
  ['Puedes dejar las maletas en la habitación.', 'poder dejar el maleta en el habitación'],
  ['Hace mucho frío esta mañana.', 'hacer mucho frío este mañana'],
  ['Los soldados cruzaron el puente en silencio.', 'el soldado cruzar el puente en silencio'],
  ['Creo que ella tiene razón.', 'creer que ella tener razón'],
  ['Siéntate aquí y espera un momento.', 'sentar+te aquí y esperar uno momento'],
  ['Ellos trabajaban en una fábrica de zapatos.', 'ellos trabajar en uno fábrica de zapato'],
  ['Se me olvidaron las llaves del coche.', 'se me olvidar el llave de+el coche'],
  ['Mi abuela cocinaba las mejores tortillas del mundo.', 'mío abuela cocinar el mejor tortilla de+el mundo'],
  ['Los perros ladraron toda la noche.', 'el perro ladrar todo el noche'],
  ['¿Dónde pusiste las tazas limpias?', 'dónde poner el taza limpio'],
  ['Mi hermano quiere ser médico.', 'mío hermano querer ser médico'],
];
