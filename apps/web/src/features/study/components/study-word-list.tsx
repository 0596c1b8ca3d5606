import { levelColor, type StudyLanguageCode, StudyMessages, type VocabularyWord } from '@cinevocab/core';
import { Badge, Group, Text } from '@mantine/core';
import classes from './study.module.css';

export interface StudyWordListProps {
  /** The list's name, for assistive technology. */
  label: string;
  words: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  translationOf: (token: string) => string;
  /** Said instead of the list when it has no word yet. */
  empty: string;
}

/** A study page's list of words (starred, to learn): each with its level and translation. */
export function StudyWordList({ label, words, learning, translationOf, empty }: StudyWordListProps) {
  if (words.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <ul className={classes.wordList} aria-label={label}>
      {words.map((each) => (
        <li key={each.token}>
          <Group gap="xs">
            <Text fw={600} lang={learning}>
              {each.name}
            </Text>
            <Badge size="sm" variant="light" color={levelColor(each.diff)}>
              {StudyMessages.levelBadge(each.diff)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {translationOf(each.token)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
