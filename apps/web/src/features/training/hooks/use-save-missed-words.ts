import type { FlashCardCreateInput } from '@cinevocab/core';
import { useState } from 'react';
import { useSaveFlashCard } from '@/title-words';

/**
 * 'Save n words as flash cards' at the end of a session: the cards saved one after another, as
 * each may ask the learner for a meaning no dictionary knows (one question at a time). `saved`
 * is how many were saved once all are done; a failure is told by the save's own toast, and the
 * button stays to try again.
 */
export function useSaveMissedWords(cards: readonly FlashCardCreateInput[]) {
  const { mutateAsync } = useSaveFlashCard({ announce: false, reviewMeaning: false });
  const [isSaving, setSaving] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      let count = 0;
      for (const card of cards) {
        // null: the learner cancelled the question for a meaning, and that card is not saved.
        if ((await mutateAsync(card)) !== null) count += 1;
      }
      setSaved(count);
    } catch {
      // Told by useSaveFlashCard's toast.
    } finally {
      setSaving(false);
    }
  };

  return { save, isSaving, saved };
}
