import {
  IgnoredWordsMessages,
  levelName,
  Messages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
  WatchMessages,
  type WordStatus,
} from '@cinevocab/core';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { speak } from '@/lib/speech';
import { definitionOf, translationQueryOptions, translationTitleOf } from '@/title-words';
import type { WatchableTitle } from '../api/get-transcript';
import type { TranscriptLine } from '../transcript-model';

export interface ChosenWord {
  word: VocabularyWord;
  /** As the line writes it. */
  form: string;
  line: TranscriptLine;
  status: WordStatus;
  /** The learner never wants it shown as new. */
  isIgnored: boolean;
}

export interface WordDialogProps {
  chosen: ChosenWord | null;
  title: WatchableTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  onClose: () => void;
  onMark: (word: VocabularyWord, status: WordStatus) => void;
  onIgnore: (word: VocabularyWord, isIgnored: boolean) => void;
  onSaveCard: (chosen: ChosenWord, answer: AnswerOfWord) => void;
}

export type AnswerOfWord = ReturnType<typeof useWordAnswer>['data'];

/**
 * A word tapped in a line: its lemma, level and count in the title, its meaning in the learner's
 * language (the dictionaries' or the AI's, asked with this line), how it is said, and the marks.
 */
export function WordDialog({ chosen, onClose, ...rest }: WordDialogProps) {
  return (
    <Modal
      opened={chosen !== null}
      onClose={onClose}
      title={chosen ? WatchMessages.wordDialog(chosen.word.name) : ''}
      size="sm"
      centered
    >
      {chosen && <WordDetails chosen={chosen} {...rest} />}
    </Modal>
  );
}

function useWordAnswer(
  { word, line }: ChosenWord,
  title: WatchableTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) {
  return useQuery(
    translationQueryOptions({
      word: word.name,
      sentences: [line.text],
      word_language: learning,
      target_language: native,
      pos: word.pos,
      title: translationTitleOf(title),
    }),
  );
}

function WordDetails({
  chosen,
  title,
  learning,
  native,
  onMark,
  onIgnore,
  onSaveCard,
}: Omit<WordDialogProps, 'onClose' | 'chosen'> & { chosen: ChosenWord }) {
  const { word, form, status, isIgnored } = chosen;
  const answer = useWordAnswer(chosen, title, learning, native);
  const response = answer.data?.ai_response ?? null;
  const gloss = response?.translation ?? '';
  const definition = definitionOf(response, learning, native);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Text fz="xl" fw={700} lang={learning}>
          {word.name}
        </Text>
        <ActionIcon
          variant="light"
          radius="xl"
          aria-label={WatchMessages.speak(word.name)}
          onClick={() => speak(word.name, learning)}
        >
          <IconVolume size={18} aria-hidden />
        </ActionIcon>
        {response?.pronunciation && (
          <Text c="dimmed" size="sm">
            {response.pronunciation}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {WatchMessages.levelAndCount(levelName(word.diff), word.count)}
      </Text>
      {form.toLowerCase() !== word.name.toLowerCase() && (
        <Text size="sm" lang={learning}>
          {WatchMessages.formIn(form)}
        </Text>
      )}
      {answer.isPending ? (
        <Loader size="xs" aria-label={Messages.loading} />
      ) : gloss ? (
        <Text fw={600}>{gloss}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {WatchMessages.noGloss}
        </Text>
      )}
      {definition && definition !== gloss && <Text size="sm">{definition}</Text>}
      <Group gap="xs">
        <Button
          color="teal"
          variant={status === 'known' ? 'filled' : 'light'}
          aria-pressed={status === 'known'}
          onClick={() => onMark(word, 'known')}
        >
          {WatchMessages.markKnown}
        </Button>
        <Button
          color="orange"
          variant={status === 'to-learn' ? 'filled' : 'light'}
          aria-pressed={status === 'to-learn'}
          onClick={() => onMark(word, 'to-learn')}
        >
          {WatchMessages.markToLearn}
        </Button>
        {status !== 'unsorted' && (
          <Button variant="subtle" color="gray" onClick={() => onMark(word, 'unsorted')}>
            {WatchMessages.markNew}
          </Button>
        )}
      </Group>
      <Group gap="xs" grow>
        <Button variant="default" onClick={() => onSaveCard(chosen, answer.data)}>
          {WatchMessages.saveCard}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          title={IgnoredWordsMessages.ignoreHint}
          onClick={() => onIgnore(word, !isIgnored)}
        >
          {isIgnored ? IgnoredWordsMessages.unignore : IgnoredWordsMessages.ignore}
        </Button>
      </Group>
      {isIgnored && (
        <Text size="sm" c="dimmed">
          {IgnoredWordsMessages.ignored}
        </Text>
      )}
    </Stack>
  );
}
