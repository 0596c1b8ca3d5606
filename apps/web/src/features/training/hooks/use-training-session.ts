import { AiMessages, checkAnswer, type Exercise, type ExerciseAnswer } from '@cinevocab/core';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';

/**
 * A training session in progress: the exercise shown, its answer and verdict, the score, Check
 * and Next; `onFinished` is told, with how many there were, when the last one is answered.
 */
export function useTrainingSession(exercises: readonly Exercise[], onFinished: (exercises: number) => void) {
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<ExerciseAnswer | null>(null);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const [score, setScore] = useState(0);
  const [isDone, setDone] = useState(false);
  const exercise = exercises[index];

  const check = () => {
    if (answer === null || exercise === undefined) return;
    const isRight = checkAnswer(exercise, answer);
    setVerdict(isRight);
    if (isRight) setScore((value) => value + 1);
    playCue(isRight ? 'success' : 'learning');
    showNotification(
      isRight
        ? { tone: 'success', message: AiMessages.correct }
        : { tone: 'error', message: AiMessages.incorrect },
    );
  };
  const next = () => {
    if (index + 1 >= exercises.length) {
      setDone(true);
      playCue('completion');
      onFinished(exercises.length);
      return;
    }
    setIndex(index + 1);
    setAnswer(null);
    setVerdict(null);
  };

  return { index, exercise, answer, setAnswer, verdict, score, isDone, check, next };
}
