import { type StudyLanguageCode, StudyMessages, type TitleSentence } from '@cinevocab/core';
import { Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { formatTime } from '../api/get-sentences';
import classes from './sort.module.css';

export interface SentencesDialogProps {
  word: string | null;
  /** The sentences the word occurs in; undefined while they load. */
  sentences: readonly TitleSentence[] | undefined;
  forms: readonly string[];
  language: StudyLanguageCode;
  onClose: () => void;
}

/**
 * '"{word}" in Context' (spec 02 §2): the title's own sentences with the word, each with its time
 * (m:ss), the word's forms marked; a sentence is spoken when clicked.
 */
export function SentencesDialog({ word, sentences, forms, language, onClose }: SentencesDialogProps) {
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      title={word === null ? '' : StudyMessages.inContext(word)}
      size="lg"
    >
      {sentences === undefined ? (
        <Loader size="sm" aria-label={StudyMessages.loadingData} />
      ) : sentences.length === 0 ? (
        <Text c="dimmed">{StudyMessages.noSentencesForWord}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {StudyMessages.foundInSentences(sentences.length)}
          </Text>
          {sentences.map((sentence) => (
            <UnstyledButton
              key={sentence.order}
              className={classes.sentence}
              onClick={() => speak(sentence.sentence, language)}
            >
              <span className={classes.time}>{formatTime(sentence.time)}</span>
              <span className={classes.sentenceText}>{highlight(sentence.sentence, forms)}</span>
              <IconVolume size={16} aria-hidden className={classes.sentenceSpeak} />
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** The sentence with the word's forms in bold, matched whole and without regard to case. */
export function highlight(sentence: string, forms: readonly string[]) {
  const wanted = new Set(forms.map((form) => form.toLocaleLowerCase()));
  const parts = sentence.split(/([\p{L}\p{M}]+)/u);
  return parts.map((part, index) =>
    wanted.has(part.toLocaleLowerCase()) ? (
      <mark key={index} className={classes.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
