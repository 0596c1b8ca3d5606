import { closedClassTable, sameLemma, selfLemmas, words } from '../closed-class.js';
import { guessEnclitics } from '../enclitics.js';
import { guessBySuffix } from '../suffixes.js';
import { splitHyphens } from '../tokenise.js';
import type { LanguageModule } from '../types.js';

/**
 * Spanish. Contractions `del`/`al` are in the closed-class table; enclitic pronouns (`dámelo`,
 * `vámonos`) come from the analyser for the forms it knows, and from a rule for the others.
 * Conventions: articles → el / uno, possessives → mío / tuyo / suyo, personal pronouns are their
 * own lemma (Apertium's `prpers` carries no lemma).
 */
const closedClass = closedClassTable(`
del de:ADP+el:DET
al a:ADP+el:DET
${sameLemma('el', 'DET', 'el los las')}
la el:DET la:PRON
lo lo:PRON el:DET
${sameLemma('uno', 'DET', 'un una unos unas')}
${sameLemma('mío', 'DET', 'mi mis mío mía míos mías')}
${sameLemma('tuyo', 'DET', 'tu tus tuyo tuya tuyos tuyas')}
${sameLemma('suyo', 'DET', 'su sus suyo suya suyos suyas')}
${sameLemma('nuestro', 'DET', 'nuestro nuestra nuestros nuestras')}
${sameLemma('vuestro', 'DET', 'vuestro vuestra vuestros vuestras')}
${sameLemma('este', 'DET', 'este esta estos estas')}
${sameLemma('ese', 'DET', 'ese esa esos esas')}
${sameLemma('aquel', 'DET', 'aquel aquella aquellos aquellas')}
${sameLemma('otro', 'DET', 'otro otra otros otras')}
${sameLemma('todo', 'DET', 'todo toda todos todas')}
${sameLemma('mucho', 'DET', 'mucho mucha muchos muchas')}
${sameLemma('poco', 'DET', 'poco poca pocos pocas')}
${sameLemma('alguno', 'DET', 'algún alguno alguna algunos algunas')}
${sameLemma('ninguno', 'DET', 'ningún ninguno ninguna ningunos ningunas')}
${selfLemmas('PRON', 'yo tú él ella ello nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te se nos os le les mí ti sí conmigo contigo consigo esto eso aquello algo nada alguien nadie quién quiénes qué cuál cuáles')}
${selfLemmas('ADP', 'a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin sobre tras')}
${selfLemmas('CCONJ', 'y e o u ni pero sino')}
${selfLemmas('SCONJ', 'que porque aunque si cuando como mientras pues')}
${selfLemmas('ADV', 'no sí ya muy más menos aquí ahí allí así bien mal también tampoco nunca siempre ahora hoy')}
# verbs of the first thousand words, so the frequency-only lexicon still groups them
${sameLemma('ser', 'AUX', 'es soy eres somos son era eras éramos eran fue fui fuiste fueron sea seas sean sido siendo')}
${sameLemma('estar', 'AUX', 'está estoy estás estamos están estaba estaban estuvo esté estado estando')}
${sameLemma('haber', 'AUX', 'he has ha hemos han había habías habían hay haya hubo habido')}
${sameLemma('tener', 'VERB', 'tengo tienes tiene tenemos tienen tenía tenías tuve tuvo tenga tengas tenido')}
${sameLemma('ir', 'VERB', 'voy vas va vamos van iba ibas iban vaya vayas ido yendo')}
${sameLemma('hacer', 'VERB', 'hago haces hace hacemos hacen hizo hice hecho haga hagas')}
${sameLemma('poder', 'VERB', 'puedo puedes puede podemos pueden podía pudo podría pueda')}
${sameLemma('querer', 'VERB', 'quiero quieres quiere queremos quieren quería quiso quisiera')}
${sameLemma('decir', 'VERB', 'digo dices dice decimos dicen dijo dije dijiste dijeron diga dicho')}
${sameLemma('saber', 'VERB', 'sé sabes sabe sabemos saben sabía supe sepa sabido')}
${sameLemma('ver', 'VERB', 'veo ves ve vemos ven veía vi vio visto vea')}
${sameLemma('dar', 'VERB', 'doy das da damos dan dio di dé dado')}
`);

const functionWords = new Set(
  words(`el uno de a en con por para sin sobre y o pero que si como cuando porque aunque ni yo tú él ella
  nosotros vosotros ellos ellas usted ustedes me te se nos os le les lo la mí ti mío tuyo suyo nuestro
  vuestro este ese aquel esto eso aquello`),
);

const preteriteOfIr = new Set(words('fui fuiste fue fuimos fuisteis fueron'));

const encliticPronouns = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];

export const spanish: LanguageModule = {
  code: 'es',
  locale: 'es',
  closedClass,
  functionWords,
  splitWord: (word, table) => splitHyphens(word, table),
  modalVerbs: new Set(words('poder deber querer soler')),
  subjectPronouns: new Set(
    words('yo tú él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes'),
  ),
  guess: (key, table) =>
    guessEnclitics(key, table, {
      pronouns: encliticPronouns,
      maxPronouns: 2,
      stripAccents: true,
      restoreFinalS: true,
    }) ??
    guessBySuffix(key, table, [
      ['es', ''],
      ['s', ''],
    ]),
  resolveSentence(tokens) {
    // fue / fui / fueron … a: ir, not ser (`fui al mercado`, `fue a ver`).
    tokens.forEach((token, index) => {
      const next = tokens[index + 1]?.piece.key;
      if (token.lemma === 'ser' && preteriteOfIr.has(token.piece.key) && (next === 'a' || next === 'al')) {
        token.lemma = 'ir';
        token.pos = 'VERB';
      }
    });
  },
};
