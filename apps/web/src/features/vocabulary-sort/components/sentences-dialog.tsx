import { type StudyLanguageCode, StudyMessages, type TitleSentence } from '@cinevocab/core';
import { Modal } from '@mantine/core';
import { TitleLines } from '@/title-words';

export interface SentencesDialogProps {
  word: string | null;
  /** The sentences the word occurs in; undefined while they load. */
  sentences: readonly TitleSentence[] | undefined;
  forms: readonly string[];
  learning: StudyLanguageCode;
  onClose: () => void;
}

/**
 * '"{word}" in Context': the title's own sentences with the word, each with its time (m:ss), the
 * word's forms marked; a sentence is spoken when clicked.
 */
export function SentencesDialog({ word, sentences, forms, learning, onClose }: SentencesDialogProps) {
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      title={word === null ? '' : StudyMessages.inContext(word)}
      size="lg"
    >
      <TitleLines lines={sentences} learning={learning} forms={forms} isCounted size="md" />
    </Modal>
  );
}
