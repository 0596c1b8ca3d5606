import { levelColor, type StudyLanguageCode, StudyMessages, type VocabularyWord } from '@cinevocab/core';
import { Badge, Group, Text, Title } from '@mantine/core';
import classes from './study.module.css';

export interface StudyWordListProps {
  /** The list's heading, which names it. */
  label: string;
  /** Where the heading stands in the page's outline. */
  headingOrder: 2 | 3;
  words: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  translationOf: (token: string) => string;
  /** Said instead of the list when it has no word yet. */
  empty: string;
}

/** A study page's list of words (starred, to learn) under its heading: each with its level and translation. */
export function StudyWordList({
  label,
  headingOrder,
  words,
  learning,
  translationOf,
  empty,
}: StudyWordListProps) {
  return (
    <>
      <Title order={headingOrder} size="h4">
        {label}
      </Title>
      {words.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <WordItems label={label} words={words} learning={learning} translationOf={translationOf} />
      )}
    </>
  );
}

function WordItems({
  label,
  words,
  learning,
  translationOf,
}: Omit<StudyWordListProps, 'headingOrder' | 'empty'>) {
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
