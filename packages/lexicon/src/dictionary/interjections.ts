import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';

/**
 * The interjections of dialogue, written by the maintainers (GPL, like the code). The dictionaries
 * lack most of them (en hey, huh; it beh, boh; fr euh, hein) or reach them through another
 * language's homographs: en yeah went by way of German *ja* to Spanish *así*, da nå (well) became
 * "ahora, lograr" (the verb to reach), de naja "puits" (a well of water). What an interjection says
 * is one of a few sayings, each with its words in every learner's language; each language's
 * interjections point to the saying they say.
 */

interface Saying {
  /** In English, for the English definition: what the saying is used for. */
  readonly definition: string;
  readonly meanings: Readonly<Record<NativeLanguageCode, readonly string[]>>;
}

const sayings = {
  yes: {
    definition: 'yes (said casually)',
    meanings: {
      en: ['yeah', 'yes'],
      es: ['sí'],
      fr: ['ouais', 'oui'],
      de: ['ja'],
      pt: ['sim'],
      sk: ['áno', 'hej'],
      zh: ['是的', '对'],
      hi: ['हाँ'],
    },
  },
  no: {
    definition: 'no (said casually)',
    meanings: {
      en: ['nope', 'no'],
      es: ['no'],
      fr: ['non', 'nan'],
      de: ['nee', 'nein'],
      pt: ['não'],
      sk: ['nie'],
      zh: ['不', '没有'],
      hi: ['नहीं'],
    },
  },
  hey: {
    definition: 'a call for attention, or a greeting',
    meanings: {
      en: ['hey'],
      es: ['oye', 'eh', 'hola'],
      fr: ['hé', 'salut'],
      de: ['hey', 'he'],
      pt: ['ei', 'olá'],
      sk: ['hej', 'ahoj'],
      zh: ['嘿', '喂'],
      hi: ['अरे', 'सुनो'],
    },
  },
  huh: {
    definition: 'what? (surprise, or asking to hear again)',
    meanings: {
      en: ['huh?', 'what?'],
      es: ['¿eh?', '¿qué?'],
      fr: ['hein ?', 'quoi ?'],
      de: ['hä?', 'was?'],
      pt: ['hein?', 'quê?'],
      sk: ['hm?', 'čo?'],
      zh: ['啊?', '什么?'],
      hi: ['हैं?', 'क्या?'],
    },
  },
  uh: {
    definition: 'a sound of hesitation',
    meanings: {
      en: ['uh', 'um'],
      es: ['eh', 'este'],
      fr: ['euh'],
      de: ['äh', 'ähm'],
      pt: ['hã', 'é'],
      sk: ['eh', 'ehm'],
      zh: ['呃', '嗯'],
      hi: ['अं', 'उह'],
    },
  },
  hmm: {
    definition: 'a sound of thinking or doubt',
    meanings: {
      en: ['hmm'],
      es: ['mmm', 'hum'],
      fr: ['hum'],
      de: ['hm'],
      pt: ['hum'],
      sk: ['hm'],
      zh: ['嗯', '唔'],
      hi: ['हम्म'],
    },
  },
  yum: {
    definition: 'a sound of pleasure or agreement',
    meanings: {
      en: ['mmm', 'yum'],
      es: ['mmm', 'ñam'],
      fr: ['miam', 'mmm'],
      de: ['mmh', 'lecker'],
      pt: ['hum', 'nham'],
      sk: ['mňam', 'mmm'],
      zh: ['嗯', '好吃'],
      hi: ['म्म', 'वाह'],
    },
  },
  whoa: {
    definition: 'surprise; or stop, slow down',
    meanings: {
      en: ['whoa'],
      es: ['¡guau!', '¡para!'],
      fr: ['waouh', 'holà'],
      de: ['wow', 'boah', 'halt'],
      pt: ['uau', 'opa'],
      sk: ['páni', 'stoj'],
      zh: ['哇', '慢着'],
      hi: ['अरे वाह', 'रुको'],
    },
  },
  wow: {
    definition: 'great surprise or admiration',
    meanings: {
      en: ['wow'],
      es: ['¡guau!', '¡vaya!'],
      fr: ['waouh', 'ouah'],
      de: ['wow', 'boah'],
      pt: ['uau', 'nossa'],
      sk: ['páni', 'wow'],
      zh: ['哇', '哇塞'],
      hi: ['वाह', 'अरे वाह'],
    },
  },
  oops: {
    definition: 'a small mistake or accident',
    meanings: {
      en: ['oops'],
      es: ['¡uy!', '¡ups!'],
      fr: ['oups'],
      de: ['hoppla', 'ups'],
      pt: ['opa', 'ops'],
      sk: ['ups', 'jaj'],
      zh: ['哎呀', '糟了'],
      hi: ['उफ़', 'अरे'],
    },
  },
  ouch: {
    definition: 'a cry of pain',
    meanings: {
      en: ['ouch', 'ow'],
      es: ['¡ay!'],
      fr: ['aïe'],
      de: ['autsch', 'aua'],
      pt: ['ai'],
      sk: ['au', 'auvej'],
      zh: ['哎哟'],
      hi: ['आह', 'उई'],
    },
  },
  gosh: {
    definition: 'surprise (a mild oath)',
    meanings: {
      en: ['gosh', 'my God'],
      es: ['¡caramba!', '¡Dios mío!'],
      fr: ['mon Dieu', 'ça alors'],
      de: ['meine Güte', 'Mensch'],
      pt: ['nossa', 'meu Deus'],
      sk: ['preboha', 'páni'],
      zh: ['天哪', '哎呀'],
      hi: ['हे भगवान', 'अरे'],
    },
  },
  oh: {
    definition: 'surprise, understanding or feeling',
    meanings: {
      en: ['oh', 'ah'],
      es: ['oh', 'ah'],
      fr: ['oh', 'ah'],
      de: ['oh', 'ach'],
      pt: ['oh', 'ah'],
      sk: ['och', 'ach'],
      zh: ['哦', '啊'],
      hi: ['ओह', 'अच्छा'],
    },
  },
  shh: {
    definition: 'be quiet',
    meanings: {
      en: ['shh', 'hush'],
      es: ['¡chis!', '¡silencio!'],
      fr: ['chut'],
      de: ['pst', 'pscht'],
      pt: ['psiu', 'silêncio'],
      sk: ['pst', 'ticho'],
      zh: ['嘘', '安静'],
      hi: ['श्श', 'चुप'],
    },
  },
  aw: {
    definition: 'sympathy, tenderness or disappointment',
    meanings: {
      en: ['aw', 'oh'],
      es: ['¡ay!', '¡oh!'],
      fr: ['oh', 'oh là là'],
      de: ['ach', 'oh'],
      pt: ['ah', 'oh'],
      sk: ['ách', 'och'],
      zh: ['哎', '噢'],
      hi: ['ओह', 'अरे'],
    },
  },
  ugh: {
    definition: 'disgust or annoyance',
    meanings: {
      en: ['ugh', 'yuck'],
      es: ['¡puaj!', '¡uf!'],
      fr: ['beurk', 'pff'],
      de: ['igitt', 'uff'],
      pt: ['eca', 'ugh'],
      sk: ['fuj', 'uf'],
      zh: ['呸', '唉'],
      hi: ['छी', 'उफ़'],
    },
  },
  okay: {
    definition: 'all right; agreed',
    meanings: {
      en: ['okay', 'all right'],
      es: ['vale', 'de acuerdo', 'bien'],
      fr: ['d’accord', 'OK', 'bon'],
      de: ['okay', 'in Ordnung', 'gut'],
      pt: ['está bem', 'certo', 'ok'],
      sk: ['dobre', 'v poriadku', 'OK'],
      zh: ['好', '好的', '行'],
      hi: ['ठीक है', 'अच्छा'],
    },
  },
  well: {
    definition: 'a pause before going on, or doubt',
    meanings: {
      en: ['well', 'so'],
      es: ['bueno', 'pues'],
      fr: ['eh bien', 'bon', 'ben'],
      de: ['na ja', 'tja', 'also'],
      pt: ['bem', 'pois'],
      sk: ['no', 'nuž'],
      zh: ['嗯', '好吧'],
      hi: ['ख़ैर', 'अच्छा'],
    },
  },
  comeOn: {
    definition: 'hurry up; or don’t be silly',
    meanings: {
      en: ['come on'],
      es: ['¡venga!', '¡vamos!'],
      fr: ['allez', 'allons'],
      de: ['komm schon', 'los'],
      pt: ['vamos', 'anda'],
      sk: ['no tak', 'poď'],
      zh: ['来吧', '快点'],
      hi: ['चलो', 'आओ भी'],
    },
  },
  dunno: {
    definition: 'who knows; I don’t know',
    meanings: {
      en: ['dunno', 'who knows'],
      es: ['ni idea', 'quién sabe'],
      fr: ['bof', 'je sais pas'],
      de: ['keine Ahnung', 'weiß nicht'],
      pt: ['sei lá', 'não sei'],
      sk: ['neviem', 'ktovie'],
      zh: ['不知道', '谁知道'],
      hi: ['पता नहीं', 'कौन जाने'],
    },
  },
  phew: {
    definition: 'relief, or tiredness',
    meanings: {
      en: ['phew'],
      es: ['¡uf!', '¡menos mal!'],
      fr: ['ouf'],
      de: ['puh', 'uff'],
      pt: ['ufa'],
      sk: ['uf'],
      zh: ['呼', '好险'],
      hi: ['उफ़', 'चलो बच गए'],
    },
  },
  damn: {
    definition: 'annoyance (a mild oath)',
    meanings: {
      en: ['damn', 'darn'],
      es: ['¡vaya!', '¡caramba!'],
      fr: ['zut', 'mince'],
      de: ['Mist', 'verflixt'],
      pt: ['droga', 'puxa'],
      sk: ['do kelu', 'sakra'],
      zh: ['糟糕', '该死'],
      hi: ['धत्', 'उफ़'],
    },
  },
  bah: {
    definition: 'scorn, or not caring',
    meanings: {
      en: ['bah', 'pff'],
      es: ['¡bah!'],
      fr: ['bah', 'pff'],
      de: ['pah', 'ach was'],
      pt: ['bah', 'pff'],
      sk: ['ba', 'pche'],
      zh: ['呸', '哼'],
      hi: ['हुंह', 'छोड़ो'],
    },
  },
} as const satisfies Readonly<Record<string, Saying>>;

type SayingName = keyof typeof sayings;

/** Each language's interjections, by what they say. */
const interjections: Readonly<Record<StudyLanguageCode, Readonly<Record<string, SayingName>>>> = {
  en: {
    yeah: 'yes',
    yep: 'yes',
    yup: 'yes',
    nope: 'no',
    nah: 'no',
    hey: 'hey',
    huh: 'huh',
    uh: 'uh',
    um: 'uh',
    hmm: 'hmm',
    mmm: 'yum',
    whoa: 'whoa',
    wow: 'wow',
    oops: 'oops',
    ouch: 'ouch',
    ow: 'ouch',
    gosh: 'gosh',
    ooh: 'oh',
    shh: 'shh',
    aw: 'aw',
    ugh: 'ugh',
    okay: 'okay',
    ok: 'okay',
    phew: 'phew',
  },
  es: {
    eh: 'hey',
    ay: 'ouch',
    uy: 'oops',
    ups: 'oops',
    uf: 'phew',
    bah: 'bah',
    guau: 'wow',
    vaya: 'gosh',
    venga: 'comeOn',
    oh: 'oh',
    ah: 'oh',
    mmm: 'hmm',
    puaj: 'ugh',
  },
  fr: {
    euh: 'uh',
    ben: 'well',
    bah: 'bah',
    hein: 'huh',
    ouais: 'yes',
    zut: 'damn',
    chut: 'shh',
    oups: 'oops',
    aïe: 'ouch',
    ouf: 'phew',
    beurk: 'ugh',
    waouh: 'wow',
    bof: 'dunno',
    hé: 'hey',
    oh: 'oh',
    ah: 'oh',
  },
  de: {
    ach: 'oh',
    na: 'well',
    tja: 'well',
    naja: 'well',
    äh: 'uh',
    ähm: 'uh',
    hm: 'hmm',
    hoppla: 'oops',
    igitt: 'ugh',
    autsch: 'ouch',
    aua: 'ouch',
    au: 'ouch',
    puh: 'phew',
    boah: 'wow',
    hä: 'huh',
    nee: 'no',
    pst: 'shh',
    oh: 'oh',
    ah: 'oh',
  },
  da: {
    øh: 'uh',
    åh: 'oh',
    nå: 'well',
    hov: 'oops',
    ups: 'oops',
    puha: 'phew',
    av: 'ouch',
    tja: 'well',
    føj: 'ugh',
    ih: 'oh',
    hmm: 'hmm',
    wow: 'wow',
  },
  it: {
    ehi: 'hey',
    beh: 'well',
    boh: 'dunno',
    mah: 'dunno',
    dai: 'comeOn',
    uffa: 'ugh',
    eh: 'huh',
    ahi: 'ouch',
    ahia: 'ouch',
    ops: 'oops',
    accidenti: 'damn',
    oh: 'oh',
    ah: 'oh',
    ehm: 'uh',
  },
};

function sayingOf(
  from: StudyLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Saying | undefined {
  const words = interjections[from];
  const name = Object.hasOwn(words, lemma) ? words[lemma] : undefined;
  if (name === undefined) return undefined;
  // English's have no other sense; another language's may (da hov, a hoof; nå, to reach), so
  // only an interjection there.
  if (from !== 'en' && pos !== 'INTJ' && pos !== null && pos !== undefined) return undefined;
  return sayings[name];
}

/** An interjection's meanings in the learner's language, or undefined when the word is not one of ours. */
export function interjectionMeanings(
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): readonly string[] | undefined {
  return from === to ? undefined : sayingOf(from, lemma, pos)?.meanings[to];
}

/** An English interjection's definition in English. */
export function interjectionDefinition(lemma: string, pos: string | null | undefined): string | undefined {
  return sayingOf('en', lemma, pos)?.definition;
}

/** The interjections of a language with meanings written here (for the tests). */
export function interjectionsOf(language: StudyLanguageCode): readonly string[] {
  return Object.keys(interjections[language]);
}
