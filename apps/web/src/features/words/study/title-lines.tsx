import { type StudyLanguageCode, StudyMessages, type TitleSentence } from '@cinevocab/core';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { formatTime } from '../api/get-sentences';
import { highlight } from '../sort/sentences-dialog';
import classes from './study.module.css';

export interface TitleLinesProps {
  lines: readonly TitleSentence[];
  language: StudyLanguageCode;
  /** The word's forms to mark in the lines; none marks nothing. */
  forms?: readonly string[];
}

/**
 * A word's lines in the title, each with its time (m:ss); a line is spoken when clicked, and the
 * word's forms are marked when asked for.
 */
export function TitleLines({ lines, language, forms = [] }: TitleLinesProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {StudyMessages.noSentencesForWord}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <UnstyledButton
          key={line.order}
          className={classes.line}
          lang={language}
          onClick={() => speak(line.sentence, language)}
        >
          <span className={classes.time}>{formatTime(line.time)}</span>
          <span>{forms.length > 0 ? highlight(line.sentence, forms) : line.sentence}</span>
          <IconVolume size={14} aria-hidden className={classes.lineSpeak} />
        </UnstyledButton>
      ))}
    </Stack>
  );
}
