import {
  AiMessages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type TitleKind,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { lazy, Suspense } from 'react';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { sentencesOf, type useSentences, type WordTitle } from '@/title-words';
import type { useWordDialogTranslation } from '../hooks/use-word-dialog-translation';
import type { useWordMeanings } from '../hooks/use-word-meanings';

/*
 * A word's dialog is fetched and put in the page the first time a word is opened: most visits open
 * none, and the dialog's code and its closed modal were part of the page's first task.
 */
const WordDialog = lazy(() => import('./word-dialog').then((module) => ({ default: module.WordDialog })));

export interface OpenedWordDialogProps {
  /** The word opened; null once closed, while the dialog closes with its transition. */
  opened: VocabularyWord | null;
  statusOf: (token: string) => WordStatus;
  meanings: ReturnType<typeof useWordMeanings>;
  translation: ReturnType<typeof useWordDialogTranslation>;
  sentences: ReturnType<typeof useSentences>;
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  kind: TitleKind;
  onClose: () => void;
}

/** The table's word dialog, with the opened word's status, meaning, translation and sentences. */
export function OpenedWordDialog(props: OpenedWordDialogProps) {
  const { opened, statusOf, meanings, translation, sentences } = props;
  return (
    <RegionErrorBoundary>
      <Suspense fallback={null}>
        <WordDialog
          word={opened}
          status={opened ? statusOf(opened.token) : 'unsorted'}
          translation={opened ? meanings.translationOf(opened.token) : null}
          aiTranslation={opened && translation.state.word?.token === opened.token ? translation.state : null}
          aiTranslationLabel={
            opened && meanings.aiTranslationOf(opened.token)
              ? AiMessages.showTranslation
              : AiMessages.aiTranslation
          }
          onTranslate={() => opened && void translation.translate(opened)}
          isSavingFlashCard={translation.isSavingFlashCard}
          onSaveFlashCard={() => {
            if (!opened) return;
            translation.saveAsFlashCard(opened);
          }}
          sentences={
            opened === null
              ? undefined
              : sentences.isError
                ? []
                : sentences.data && sentencesOf(sentences.data, opened.occurs_in_orders)
          }
          title={props.title}
          learning={props.learning}
          native={props.native}
          kind={props.kind}
          onStatus={(status) =>
            opened && meanings.onStatus(opened, statusOf(opened.token) === status ? 'unsorted' : status)
          }
          onClose={props.onClose}
        />
      </Suspense>
    </RegionErrorBoundary>
  );
}
