import {
  groupDigits,
  type Level,
  Levels,
  levelName,
  languageName,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { Group, Text, Title } from '@mantine/core';
import { LevelSelect } from './level-select';
import classes from './vocabulary-table.module.css';

export interface TableHeadingProps {
  heading: string;
  titleName: string | null;
  level: Level | 'all';
  learning: StudyLanguageCode;
  /** How many words there are, all told and at each level, once they have come. */
  wordCount: number | undefined;
  levelCounts: Record<Level, number>;
  onLevel: (level: Level | 'all') => void;
}

const labelWithCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${groupDigits(count)})`;

/** The table's heading (the level, the title, the language) and the level picker beside it. */
export function TableHeading(props: TableHeadingProps) {
  const { level, wordCount, levelCounts } = props;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1}>{props.heading}</Title>
        <Text c="dimmed">
          {[level === 'all' ? null : levelName(level), props.titleName, languageName(props.learning)]
            .filter((part) => part !== null)
            .join(' · ')}
        </Text>
      </div>
      <LevelSelect
        className={classes.picker}
        value={String(level)}
        onChange={(value) => props.onLevel(value === 'all' ? 'all' : (Number(value) as Level))}
        options={[
          { value: 'all', label: labelWithCount(WordMessages.levelOptionAll, wordCount) },
          ...Levels.map((each) => ({
            value: String(each),
            label: labelWithCount(
              WordMessages.levelTitle(each),
              wordCount === undefined ? undefined : levelCounts[each],
            ),
          })),
        ]}
      />
    </Group>
  );
}
