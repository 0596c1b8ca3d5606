import type { NativeLanguageCode } from '@cinevocab/core';

/**
 * Meanings the maintainers wrote (GPL, like the code) for English words among the commonest of any
 * film that the dictionaries get wrong or lack.
 *
 * The English modal verbs, as the dictionaries cannot give them: they list can, may and will under their homographs (a tin, the month, a last
 * will; FreeDict's English–French `can` is even "derrière") and could, would and shall not at all.
 * Their meanings in each learner's language.
 *
 * A modal is looked up so when the analysis reads it as an auxiliary (`I can go`), or with no
 * part of speech asked for a modal that has no other common sense (could, should); `a can of
 * beans` still finds the tin.
 */

type Meanings = Readonly<Record<Exclude<NativeLanguageCode, 'en'>, readonly string[]>>;

const modals: Readonly<Record<string, { meanings: Meanings; definition: string; onlyModal: boolean }>> = {
  can: {
    definition: 'be able to; be allowed to',
    onlyModal: false,
    meanings: {
      es: ['poder', 'saber'],
      fr: ['pouvoir', 'savoir'],
      de: ['können', 'dürfen'],
      pt: ['poder', 'saber'],
      sk: ['môcť', 'vedieť'],
      zh: ['能', '可以', '会'],
      hi: ['सकना'],
    },
  },
  could: {
    definition: 'was able to; would be able to; might (can in the past or a condition)',
    onlyModal: true,
    meanings: {
      es: ['podía', 'pudo', 'podría'],
      fr: ['pouvait', 'a pu', 'pourrait'],
      de: ['konnte', 'könnte'],
      pt: ['podia', 'pôde', 'poderia'],
      sk: ['mohol', 'mohol by'],
      zh: ['能', '可以', '可能'],
      hi: ['सकता था', 'सकता है'],
    },
  },
  may: {
    definition: 'be allowed to; be possible that',
    onlyModal: false,
    meanings: {
      es: ['poder', 'quizá'],
      fr: ['pouvoir', 'peut-être'],
      de: ['dürfen', 'können', 'vielleicht'],
      pt: ['poder', 'talvez'],
      sk: ['smieť', 'môcť', 'možno'],
      zh: ['可以', '可能'],
      hi: ['सकना', 'शायद'],
    },
  },
  might: {
    definition: 'be possible that; may (less sure)',
    onlyModal: true,
    meanings: {
      es: ['podría', 'quizá'],
      fr: ['pourrait', 'peut-être'],
      de: ['könnte', 'vielleicht'],
      pt: ['poderia', 'talvez'],
      sk: ['mohol by', 'možno'],
      zh: ['可能', '也许'],
      hi: ['शायद', 'सकता है'],
    },
  },
  must: {
    definition: 'have to; be certainly (so)',
    onlyModal: true,
    meanings: {
      es: ['deber', 'tener que'],
      fr: ['devoir', 'falloir'],
      de: ['müssen'],
      pt: ['dever', 'ter de'],
      sk: ['musieť'],
      zh: ['必须', '一定'],
      hi: ['चाहिए', 'अवश्य'],
    },
  },
  shall: {
    definition: 'will (the future, with I and we); be to (an order or offer: shall we go?)',
    onlyModal: true,
    meanings: {
      es: ['(futuro)', 'deber'],
      fr: ['(futur)', 'devoir'],
      de: ['werden', 'sollen'],
      pt: ['(futuro)', 'dever'],
      sk: ['(budúci čas)', 'mať'],
      zh: ['将', '应该'],
      hi: ['(भविष्य काल)', 'चाहिए'],
    },
  },
  should: {
    definition: 'ought to; be right or wise to',
    onlyModal: true,
    meanings: {
      es: ['debería', 'deber'],
      fr: ['devrait', 'devoir'],
      de: ['sollte', 'sollen'],
      pt: ['deveria', 'dever'],
      sk: ['mal by'],
      zh: ['应该'],
      hi: ['चाहिए'],
    },
  },
  will: {
    definition: 'the future (I will go); be willing to',
    onlyModal: false,
    meanings: {
      es: ['(futuro)', 'querer'],
      fr: ['(futur)', 'vouloir'],
      de: ['werden', 'wollen'],
      pt: ['(futuro)', 'querer'],
      sk: ['(budúci čas)', 'chcieť'],
      zh: ['将', '会', '要'],
      hi: ['(भविष्य काल)', 'होगा'],
    },
  },
  would: {
    definition: 'the conditional (I would go); will in the past; used to',
    onlyModal: true,
    meanings: {
      es: ['(condicional)', 'soler'],
      fr: ['(conditionnel)', 'avoir l’habitude de'],
      de: ['würde', 'pflegte'],
      pt: ['(condicional)', 'costumar'],
      sk: ['(podmieňovací spôsob)', 'by'],
      zh: ['会', '将会', '愿意'],
      hi: ['होगा', '(संभावना)'],
    },
  },
  ought: {
    definition: 'should; be right to (ought to)',
    onlyModal: true,
    meanings: {
      es: ['debería', 'deber'],
      fr: ['devrait', 'devoir'],
      de: ['sollte', 'sollen'],
      pt: ['deveria', 'dever'],
      sk: ['mal by'],
      zh: ['应该', '应当'],
      hi: ['चाहिए'],
    },
  },
};

/** Okay and ok: all right. */
const okay = {
  definition: 'all right; agreed',
  meanings: {
    es: ['vale', 'de acuerdo', 'bien'],
    fr: ['d’accord', 'OK', 'bon'],
    de: ['okay', 'in Ordnung', 'gut'],
    pt: ['está bem', 'certo', 'ok'],
    sk: ['dobre', 'v poriadku', 'OK'],
    zh: ['好', '好的', '行'],
    hi: ['ठीक है', 'अच्छा'],
  },
};

/**
 * The interjections of dialogue, which the dictionaries lack (hey, huh, hmm) or reach only by way
 * of another language and its homographs (yeah → German ja → Spanish así; whoa → alto). They have
 * no other sense, so whatever part of speech the analysis gives them.
 */
const interjections: Readonly<Record<string, { meanings: Meanings; definition: string }>> = {
  yeah: {
    definition: 'yes (said casually)',
    meanings: {
      es: ['sí'],
      fr: ['ouais', 'oui'],
      de: ['ja'],
      pt: ['sim'],
      sk: ['áno', 'hej'],
      zh: ['是的', '对'],
      hi: ['हाँ'],
    },
  },
  yep: {
    definition: 'yes (said casually)',
    meanings: {
      es: ['sí'],
      fr: ['ouais', 'oui'],
      de: ['jep', 'ja'],
      pt: ['sim'],
      sk: ['jo', 'áno'],
      zh: ['是的', '对'],
      hi: ['हाँ'],
    },
  },
  yup: {
    definition: 'yes (said casually)',
    meanings: {
      es: ['sí'],
      fr: ['ouais', 'oui'],
      de: ['jep', 'ja'],
      pt: ['sim'],
      sk: ['jo', 'áno'],
      zh: ['是的', '对'],
      hi: ['हाँ'],
    },
  },
  nope: {
    definition: 'no (said casually)',
    meanings: {
      es: ['no'],
      fr: ['non', 'nan'],
      de: ['nö', 'nein'],
      pt: ['não'],
      sk: ['nie'],
      zh: ['不', '没有'],
      hi: ['नहीं'],
    },
  },
  nah: {
    definition: 'no (said casually)',
    meanings: {
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
      es: ['eh', 'este'],
      fr: ['euh'],
      de: ['äh'],
      pt: ['hã', 'é'],
      sk: ['eh', 'ehm'],
      zh: ['呃', '嗯'],
      hi: ['अं', 'उह'],
    },
  },
  um: {
    definition: 'a sound of hesitation',
    meanings: {
      es: ['eh', 'este'],
      fr: ['euh'],
      de: ['ähm'],
      pt: ['hum', 'hã'],
      sk: ['ehm'],
      zh: ['呃', '嗯'],
      hi: ['अं', 'उम'],
    },
  },
  hmm: {
    definition: 'a sound of thinking or doubt',
    meanings: {
      es: ['mmm', 'hum'],
      fr: ['hum', 'hmm'],
      de: ['hm', 'hmm'],
      pt: ['hum', 'hmm'],
      sk: ['hm', 'hmm'],
      zh: ['嗯', '唔'],
      hi: ['हम्म', 'हूँ'],
    },
  },
  mmm: {
    definition: 'a sound of pleasure or agreement',
    meanings: {
      es: ['mmm'],
      fr: ['mmm', 'miam'],
      de: ['mmh', 'lecker'],
      pt: ['hum'],
      sk: ['mmm', 'mňam'],
      zh: ['嗯'],
      hi: ['म्म', 'वाह'],
    },
  },
  whoa: {
    definition: 'surprise; or stop, slow down',
    meanings: {
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
      es: ['¡ay!'],
      fr: ['aïe'],
      de: ['autsch', 'aua'],
      pt: ['ai'],
      sk: ['au', 'auvej'],
      zh: ['哎哟'],
      hi: ['आह', 'उई'],
    },
  },
  ow: {
    definition: 'a cry of pain',
    meanings: {
      es: ['¡ay!'],
      fr: ['aïe'],
      de: ['au', 'aua'],
      pt: ['ai'],
      sk: ['au'],
      zh: ['哎哟'],
      hi: ['आह', 'उई'],
    },
  },
  gosh: {
    definition: 'surprise (a mild oath)',
    meanings: {
      es: ['¡caramba!', '¡Dios mío!'],
      fr: ['mon Dieu', 'ça alors'],
      de: ['meine Güte', 'Mensch'],
      pt: ['nossa', 'meu Deus'],
      sk: ['preboha', 'páni'],
      zh: ['天哪', '哎呀'],
      hi: ['हे भगवान', 'अरे'],
    },
  },
  ooh: {
    definition: 'surprise, pleasure or admiration',
    meanings: {
      es: ['¡oh!', '¡uh!'],
      fr: ['oh', 'ooh'],
      de: ['oh', 'uh'],
      pt: ['oh', 'uh'],
      sk: ['och', 'óó'],
      zh: ['哦', '噢'],
      hi: ['ओह', 'ओहो'],
    },
  },
  shh: {
    definition: 'be quiet',
    meanings: {
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
      es: ['¡puaj!', '¡uf!'],
      fr: ['beurk', 'pff'],
      de: ['igitt', 'uff'],
      pt: ['eca', 'ugh'],
      sk: ['fuj', 'uf'],
      zh: ['呸', '唉'],
      hi: ['छी', 'उफ़'],
    },
  },
  okay,
  ok: okay,
};

/** Where these meanings come from, as a gloss names its source. */
export const englishMeaningsSource = 'CineVocab’s meanings of common English words';

/** The written meanings of an English lemma as the analysis reads it, if there are any. */
function writtenFor(lemma: string, pos: string | null | undefined) {
  if (Object.hasOwn(interjections, lemma)) return interjections[lemma];
  const modal = Object.hasOwn(modals, lemma) ? modals[lemma] : undefined;
  if (modal === undefined) return undefined;
  const asModal = pos === 'AUX' || ((pos === null || pos === undefined) && modal.onlyModal);
  return asModal ? modal : undefined;
}

/** An English word's written meanings in the learner's language, or undefined when it has none. */
export function englishMeanings(
  lemma: string,
  to: NativeLanguageCode,
  pos: string | null | undefined,
): readonly string[] | undefined {
  return to === 'en' ? undefined : writtenFor(lemma, pos)?.meanings[to];
}

/** An English word's written definition in English, or undefined when it has none. */
export function englishDefinition(lemma: string, pos: string | null | undefined): string | undefined {
  return writtenFor(lemma, pos)?.definition;
}
