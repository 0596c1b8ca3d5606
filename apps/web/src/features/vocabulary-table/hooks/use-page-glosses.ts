import {
  AiLimits,
  AiMessages,
  glossesPerRequest,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { useState } from 'react';
import { failureText } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { type StatusChange, useGlosses } from '@/title-words';

export interface PageGlossesOptions {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  statusOf: (token: string) => WordStatus;
  setStatuses: (changes: readonly StatusChange[]) => void;
}

/** A word the glosses service takes: one it would refuse would fail the whole page. */
const isAskable = (word: VocabularyWord) =>
  word.name.trim() !== '' && word.name.length <= AiLimits.wordMaxLength;

/**
 * 'Translate Words': the meanings of a page of rows from one glosses request, by token ('' when
 * no dictionary knows the word). A marked word keeps its meaning with its progress at once, as it
 * keeps an AI answer, so that a translated row stays translated.
 */
export function usePageGlosses({ learning, native, statusOf, setStatuses }: PageGlossesOptions) {
  const askGlosses = useGlosses();
  const [glosses, setGlosses] = useState<ReadonlyMap<string, string>>(new Map());
  const [isTranslating, setTranslating] = useState(false);

  const translate = async (rows: readonly VocabularyWord[]) => {
    const page = rows.filter(isAskable).slice(0, glossesPerRequest);
    if (page.length === 0) return;
    setTranslating(true);
    try {
      const answer = await askGlosses({
        word_language: learning,
        target_language: native,
        words: page.map((word) => ({ word: word.name, pos: word.pos })),
      });
      // The glosses come in the order the words were sent.
      const meanings = page.map((word, index) => ({
        word,
        meaning: answer.glosses[index]?.translation.trim() ?? '',
      }));
      setGlosses((current) => {
        const next = new Map(current);
        for (const { word, meaning } of meanings) next.set(word.token, meaning);
        return next;
      });
      const kept = meanings.filter(({ word, meaning }) => meaning && statusOf(word.token) !== 'unsorted');
      if (kept.length > 0) {
        setStatuses(
          kept.map(({ word, meaning }) => ({ word, status: statusOf(word.token), translation: meaning })),
        );
      }
      showNotification(
        meanings.some(({ meaning }) => meaning)
          ? { tone: 'success', message: AiMessages.wordsTranslated }
          : { tone: 'info', message: AiMessages.noMeaningsFound },
      );
    } catch (error) {
      showNotification({ tone: 'error', message: failureText(error, AiMessages.failedToTranslateWords) });
    } finally {
      setTranslating(false);
    }
  };

  return { glosses, isTranslating, translate };
}
