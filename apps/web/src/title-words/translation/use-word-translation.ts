import {
  AiLimits,
  AiMessages,
  type AiResponse,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
} from '@cinevocab/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { useTranslate } from '../api/translate-word';
import { translationTitleOf, type WordTitle } from '../api/word-title';
import { failureText } from '@/lib/api-client';

export interface TranslationState {
  word: VocabularyWord | null;
  status: 'idle' | 'loading' | 'animating' | 'done' | 'error';
  response?: AiResponse;
  /** The animation's step, 0 to 4. */
  step: number;
}

/**
 * A word's translation on a screen : loading, then the answer
 * revealed in steps every 600 ms, then whole. A translation already kept is shown at once, with no
 * new call. `onTranslated` runs with each new answer (the screen keeps it with the word).
 */
export function useWordTranslation({
  title,
  learning,
  native,
  onTranslated,
}: {
  /** The title the word's sentences are from: its own translation translates them first. */
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  onTranslated?: (word: VocabularyWord, response: AiResponse) => void;
}) {
  const translate = useTranslate();
  const [state, setState] = useState<TranslationState>({ word: null, status: 'idle', step: 0 });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearInterval(timer.current), []);

  const show = useCallback((word: VocabularyWord, response: AiResponse) => {
    clearInterval(timer.current);
    latest.current += 1;
    setState({ word, status: 'done', response, step: AiLimits.animationSteps });
  }, []);

  const run = useCallback(
    async (word: VocabularyWord, sentences: readonly string[]): Promise<void> => {
      clearInterval(timer.current);
      const ticket = ++latest.current;
      setState({ word, status: 'loading', step: 0 });
      try {
        const { ai_response: response } = await translate({
          word: word.name,
          sentences: [...sentences],
          word_language: learning,
          target_language: native,
          pos: word.pos,
          title: translationTitleOf(title),
        });
        if (ticket !== latest.current) return;
        onTranslated?.(word, response);
        setState({ word, status: 'animating', response, step: 0 });
        timer.current = setInterval(() => {
          setState((current) => {
            if (current.step + 1 >= AiLimits.animationSteps) {
              clearInterval(timer.current);
              return { ...current, status: 'done', step: AiLimits.animationSteps };
            }
            return { ...current, step: current.step + 1 };
          });
        }, AiLimits.animationStepMs);
        // Only a meaning is news worth a toast; when no dictionary knows the word, the answer's
        // notice says so in the details, where the meaning would have been.
        if (response.translation.trim()) {
          showNotification({ tone: 'success', message: AiMessages.translationCompleted });
        }
      } catch (error) {
        if (ticket !== latest.current) return;
        setState({ word, status: 'error', step: 0 });
        showNotification({
          tone: 'error',
          message: failureText(error, AiMessages.failedToTranslateLater),
        });
      }
    },
    [translate, title, learning, native, onTranslated],
  );

  return { state, run, show };
}
