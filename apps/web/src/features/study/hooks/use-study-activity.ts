import { useCallback, useEffect, useRef } from 'react';
import { recordActivity } from '@/lib/record-activity';
import { StudyRules } from '../study-logic';

/**
 * A study page's answers, recorded as the learner's activity (they keep the streak
 * going): every ten answers, and what is left when the session ends or the page closes.
 */
export function useStudyActivity() {
  const unrecorded = useRef(0);

  const flush = useCallback(() => {
    const count = unrecorded.current;
    if (count === 0) return;
    unrecorded.current = 0;
    void recordActivity({ kind: 'study', count });
  }, []);

  const answered = useCallback(() => {
    unrecorded.current += 1;
    if (unrecorded.current >= StudyRules.activityBatch) flush();
  }, [flush]);

  useEffect(() => flush, [flush]);

  return { answered, sessionEnded: flush };
}
