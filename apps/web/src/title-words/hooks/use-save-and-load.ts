import { StudyMessages } from '@cinevocab/core';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import type { useWordStatuses } from './use-word-statuses';

type WordStatuses = ReturnType<typeof useWordStatuses>;
type Loaded = Awaited<ReturnType<WordStatuses['loadSaved']>>;

export interface SaveAndLoadTexts {
  /** Said when 'Save Progress' finds no marked word. */
  nothingToSave: string;
  /** Said when 'Load Progress' has brought back the saved words. */
  loaded: (loaded: Loaded) => string;
}

/**
 * The 'Save Progress' and 'Load Progress' buttons of a title's words, with their
 * toasts and busy states; each screen gives its own texts for what it says differently.
 */
export function useSaveAndLoad(
  progress: Pick<WordStatuses, 'saveMarked' | 'loadSaved'>,
  hasWords: boolean,
  texts: SaveAndLoadTexts,
) {
  const [isSaving, setSaving] = useState(false);
  const [isLoading, setLoading] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await progress.saveMarked();
      showNotification(
        saved === 0
          ? { tone: 'info', message: texts.nothingToSave }
          : { tone: 'success', message: StudyMessages.progressSaved(saved) },
      );
    } catch {
      showNotification({ tone: 'error', message: StudyMessages.failedToSave });
    } finally {
      setSaving(false);
    }
  };

  const load = async () => {
    if (!hasWords) {
      showNotification({ tone: 'info', message: StudyMessages.noWordsToLoad });
      return;
    }
    setLoading(true);
    try {
      showNotification({ tone: 'success', message: texts.loaded(await progress.loadSaved()) });
    } catch {
      showNotification({ tone: 'error', message: StudyMessages.failedToLoad });
    } finally {
      setLoading(false);
    }
  };

  return { save, load, isSaving, isLoading };
}
