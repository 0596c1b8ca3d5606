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
  learning,
  native,
  onTranslated,
}: {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  onTranslated?: (word: VocabularyWord, response: AiResponse) => void;
}) {
  const translate = useTranslate();
  const [state, setState] = useState<TranslationState>({ word: null, status: 'idle', step: 0 });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const askAgain = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** `run` as it is now, for a question asked again later. */
  const rerun = useRef<((word: VocabularyWord, sentences: readonly string[]) => Promise<void>) | undefined>(
    undefined,
  );
  const latest = useRef(0);
  useEffect(
    () => () => {
      clearInterval(timer.current);
      clearTimeout(askAgain.current);
    },
    [],
  );

  const show = useCallback((word: VocabularyWord, response: AiResponse) => {
    clearInterval(timer.current);
    clearTimeout(askAgain.current);
    latest.current += 1;
    setState({ word, status: 'done', response, step: AiLimits.animationSteps });
  }, []);

  const run = useCallback(
    async (word: VocabularyWord, sentences: readonly string[]): Promise<void> => {
      clearInterval(timer.current);
      clearTimeout(askAgain.current);
      const ticket = ++latest.current;
      setState({ word, status: 'loading', step: 0 });
      try {
        const { ai_response: response } = await translate({
          word: word.name,
          sentences: [...sentences],
          word_language: learning,
          target_language: native,
          pos: word.pos,
        });
        if (ticket !== latest.current) return;
        if (response.retry_in_seconds !== undefined) {
          // The server is still preparing its data: its answer says so and when, and the word is
          // asked for again then. Nothing of it is kept with the word.
          setState({ word, status: 'done', response, step: AiLimits.animationSteps });
          askAgain.current = setTimeout(
            () => void rerun.current?.(word, sentences),
            response.retry_in_seconds * 1000,
          );
          return;
        }
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
        showNotification({ tone: 'success', message: AiMessages.translationCompleted });
      } catch (error) {
        if (ticket !== latest.current) return;
        setState({ word, status: 'error', step: 0 });
        showNotification({
          tone: 'error',
          message: failureText(error, AiMessages.failedToTranslateLater),
        });
      }
    },
    [translate, learning, native, onTranslated],
  );

  useEffect(() => {
    rerun.current = run;
  }, [run]);

  return { state, run, show };
}
