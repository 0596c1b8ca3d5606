import {
  groupDigits,
  type IgnoredWordChange,
  type IgnoredWords,
  IgnoredWordsLimits,
  IgnoredWordsMessages,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { AppError } from '../../http/app-error.js';
import type { IgnoredWordsOf, IgnoredWordsRepository } from './ignored-words.repository.js';

const { maxPerLanguage } = IgnoredWordsLimits;

/** The words a learner never wants to see as new, per learning language. */
export function createIgnoredWordsService(repository: IgnoredWordsRepository) {
  const list = async (userId: string, language: StudyLanguageCode): Promise<IgnoredWords> => ({
    tokens: await repository.list({ userId, language }),
  });

  /** Refused past the limit: the list is sent whole with every answer, so it must stay small. */
  const ignore = async (owner: IgnoredWordsOf, token: string): Promise<void> => {
    if (!(await repository.ignore(owner, token, maxPerLanguage))) {
      throw new AppError('VALIDATION_ERROR', IgnoredWordsMessages.tooMany(groupDigits(maxPerLanguage)));
    }
  };

  return {
    list,

    /**
     * Ignores the word or stops ignoring it, and answers the whole list after the change, so the
     * page keeps what the server keeps. Asking twice changes nothing more, either way round.
     */
    async change(userId: string, { language, token, ignored }: IgnoredWordChange): Promise<IgnoredWords> {
      const owner = { userId, language };
      if (ignored) await ignore(owner, token);
      else await repository.unignore(owner, token);
      return list(userId, language);
    },
  };
}
export type IgnoredWordsService = ReturnType<typeof createIgnoredWordsService>;
