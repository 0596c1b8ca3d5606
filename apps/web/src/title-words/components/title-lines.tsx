import {
  type LineTranslations,
  type NativeLanguageCode,
  type StudyLanguageCode,
  languageName,
  StudyMessages,
  type TitleSentence,
  WordMessages,
} from '@cinevocab/core';
import { Button, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconVolume } from '@tabler/icons-react';
import { speak } from '@/lib/speech';
import { formatTime } from '../api/get-sentences';
import { useDownloadLineTranslations, useLineTranslations } from '../api/get-line-translations';
import type { WordTitle } from '../api/word-title';
import classes from './title-lines.module.css';

export interface TitleLinesProps {
  /** The word's lines in the title; undefined while they load. */
  lines: readonly TitleSentence[] | undefined;
  /** The title the lines are from: its own translation, if it has one, is shown under them. */
  title: WordTitle;
  learning: StudyLanguageCode;
  /** The learner's own language, the lines' translation's. */
  native: NativeLanguageCode;
  /** The word's forms to mark in the lines; none marks nothing. */
  forms?: readonly string[];
  /** Says how many lines there are, above them (a word opened in a dialog). */
  isCounted?: boolean;
  /** Roomy in a dialog, compact on a study card. */
  size?: 'sm' | 'md';
}

/**
 * A word's lines in the title, each with its time (m:ss) and, when the title has a translation in
 * the learner's language that pairs with them, its translation under it; a line is spoken when
 * clicked, and the word's forms are marked when asked for. Every screen that shows a word's lines
 * shows them so.
 */
export function TitleLines({
  lines,
  title,
  learning,
  native,
  forms = [],
  isCounted = false,
  size = 'sm',
}: TitleLinesProps) {
  const translations = useLineTranslations(title, learning, native).data;
  const translationOf = translationsByOrder(translations);
  if (lines === undefined) return <Loader size="sm" aria-label={StudyMessages.loadingData} />;
  if (lines.length === 0) {
    return (
      <Text size={size} c="dimmed">
        {StudyMessages.noSentencesForWord}
      </Text>
    );
  }
  return (
    <Stack gap={size === 'sm' ? 2 : 'xs'}>
      {isCounted && (
        <Text size="sm" c="dimmed">
          {StudyMessages.foundInSentences(lines.length)}
        </Text>
      )}
      {lines.map((line) => (
        <UnstyledButton
          key={line.order}
          className={classes.line}
          data-size={size}
          lang={learning}
          onClick={() => speak(line.sentence, learning)}
        >
          <span className={classes.time}>{formatTime(line.time)}</span>
          <span className={classes.text}>
            {forms.length > 0 ? highlight(line.sentence, forms) : line.sentence}
          </span>
          <IconVolume size={size === 'sm' ? 14 : 16} aria-hidden className={classes.speak} />
          {translationOf.has(line.order) && (
            <span className={classes.translation} lang={native}>
              {translationOf.get(line.order)}
            </span>
          )}
        </UnstyledButton>
      ))}
      {translations?.message && (
        <Text size="xs" c="dimmed" className={classes.note}>
          {translations.message}
        </Text>
      )}
      {translations?.can_download === true && (
        <DownloadTranslation title={title} learning={learning} native={native} />
      )}
    </Stack>
  );
}

/** Asks the subtitle service for the title's translation, saying what it costs; its failure is said here. */
export function DownloadTranslation({
  title,
  learning,
  native,
}: Pick<TitleLinesProps, 'title' | 'learning' | 'native'>) {
  const download = useDownloadLineTranslations(title, learning, native);
  return (
    <Stack gap={2} className={classes.note}>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        w="fit-content"
      >
        {WordMessages.getTranslationLines(languageName(native))}
      </Button>
      <Text size="xs" c="dimmed">
        {download.isError ? download.error.message : WordMessages.getTranslationLinesHint}
      </Text>
    </Stack>
  );
}

/** Each line's translation by its order; none unless the title's translation pairs with its lines. */
function translationsByOrder(translations: LineTranslations | undefined): Map<number, string> {
  if (translations?.status !== 'paired') return new Map();
  return new Map(translations.lines.map((line) => [line.order, line.translation]));
}

/** The sentence with the word's forms in bold, matched whole and without regard to case. */
function highlight(sentence: string, forms: readonly string[]) {
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
