import type { NativeLanguageCode } from '@cinevocab/core';

/**
 * The English modal verbs, among the commonest words of any film, as the dictionaries cannot give
 * them: they list can, may and will under their homographs (a tin, the month, a last
 * will; FreeDict's English–French `can` is even "derrière") and could, would and shall not at all.
 * Their meanings in each learner's language, written by the maintainers (GPL, like the code).
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

/** Where the meanings written in code come from (these, and interjections.ts), as a gloss names its source. */
export const writtenMeaningsSource = 'CineVocab’s own meanings of the modal verbs and interjections';

/** The written meanings of an English modal as the analysis reads it, if there are any. */
function modalFor(lemma: string, pos: string | null | undefined) {
  const modal = Object.hasOwn(modals, lemma) ? modals[lemma] : undefined;
  if (modal === undefined) return undefined;
  const asModal = pos === 'AUX' || ((pos === null || pos === undefined) && modal.onlyModal);
  return asModal ? modal : undefined;
}

/** An English modal's meanings in the learner's language, or undefined when the word is not read as one. */
export function englishModalMeanings(
  lemma: string,
  to: NativeLanguageCode,
  pos: string | null | undefined,
): readonly string[] | undefined {
  return to === 'en' ? undefined : modalFor(lemma, pos)?.meanings[to];
}

/** An English modal's definition in English, or undefined when the word is not read as one. */
export function englishModalDefinition(lemma: string, pos: string | null | undefined): string | undefined {
  return modalFor(lemma, pos)?.definition;
}
