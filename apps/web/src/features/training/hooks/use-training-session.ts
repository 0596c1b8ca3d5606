import { AiMessages, type Exercise, type ExerciseAnswer, judgeAnswer } from '@cinevocab/core';
import { useState } from 'react';
import { clearNotifications, showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';

/**
 * What Check said: right; right but for the accents (`spelling` is how it is written); wrong
 * the first time, with one more try to come; or wrong the second time, when the answer is shown.
 */
export type Verdict =
  { kind: 'right' } | { kind: 'accents'; spelling: string } | { kind: 'retry' } | { kind: 'wrong' };

/** An exercise answered wrongly twice, with the learner's last answer: the end screen lists them. */
export interface Mistake {
  exercise: Exercise;
  answer: ExerciseAnswer;
}

/**
 * A training session in progress: the exercise shown, its answer and verdict, the score, Check,
 * Try Again (once, after a first wrong answer) and Next; `onFinished` is told, with how many there
 * were, when the last one is answered. A choice tried wrongly cannot be chosen again.
 */
export function useTrainingSession(exercises: readonly Exercise[], onFinished: (exercises: number) => void) {
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<ExerciseAnswer | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [isSecondTry, setSecondTry] = useState(false);
  const [ruledOut, setRuledOut] = useState<readonly string[]>([]);
  const [score, setScore] = useState(0);
  const [mistakes, setMistakes] = useState<readonly Mistake[]>([]);
  const [isDone, setDone] = useState(false);
  const exercise = exercises[index];

  const check = () => {
    if (answer === null || exercise === undefined) return;
    const judged = judgeAnswer(exercise, answer);
    const isRight = judged.kind !== 'wrong';
    setVerdict(isRight ? judged : { kind: isSecondTry ? 'wrong' : 'retry' });
    if (isRight) setScore((value) => value + 1);
    else if (isSecondTry) setMistakes((list) => [...list, { exercise, answer }]);
    playCue(isRight ? 'success' : 'learning');
    // One answer's toast at a time: on a phone a pile of them covers the exercise.
    clearNotifications();
    showNotification(
      isRight
        ? { tone: 'success', message: AiMessages.correct }
        : { tone: 'error', message: isSecondTry ? AiMessages.incorrectAgain : AiMessages.incorrect },
    );
  };

  /** The second try: a typed answer stays to be mended; a wrong choice is ruled out; a reorder starts over. */
  const tryAgain = () => {
    if (answer?.kind === 'choice') setRuledOut((list) => [...list, answer.value]);
    if (answer?.kind !== 'text') setAnswer(null);
    clearNotifications();
    setSecondTry(true);
    setVerdict(null);
  };

  const next = () => {
    // The toast was about the answer just given, not the next exercise.
    clearNotifications();
    if (index + 1 >= exercises.length) {
      setDone(true);
      playCue('completion');
      onFinished(exercises.length);
      return;
    }
    setIndex(index + 1);
    setAnswer(null);
    setVerdict(null);
    setSecondTry(false);
    setRuledOut([]);
  };

  return {
    index,
    exercise,
    answer,
    setAnswer,
    verdict,
    isSecondTry,
    ruledOut,
    score,
    mistakes,
    isDone,
    check,
    tryAgain,
    next,
  };
}
