import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type TitleSentence,
} from '@cinevocab/core';
import { Modal } from '@mantine/core';
import { TitleLines, type WordTitle } from '@/title-words';

export interface SentencesDialogProps {
  word: string | null;
  /** The sentences the word occurs in; undefined while they load. */
  sentences: readonly TitleSentence[] | undefined;
  forms: readonly string[];
  /** The title the sentences are from: their translation is its own. */
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  onClose: () => void;
}

/**
 * '"{word}" in Context': the title's own sentences with the word, each with its time (m:ss) and
 * its translation when the title has one, the word's forms marked; a sentence is spoken when
 * clicked.
 */
export function SentencesDialog({
  word,
  sentences,
  forms,
  title,
  learning,
  native,
  onClose,
}: SentencesDialogProps) {
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      title={word === null ? '' : StudyMessages.inContext(word)}
      size="lg"
    >
      <TitleLines
        lines={sentences}
        title={title}
        learning={learning}
        native={native}
        forms={forms}
        isCounted
        size="md"
      />
    </Modal>
  );
}
