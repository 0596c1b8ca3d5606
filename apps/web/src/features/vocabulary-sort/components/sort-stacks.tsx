import { StudyMessages } from '@cinevocab/core';
import { Text, UnstyledButton } from '@mantine/core';
import classes from './sort.module.css';

export interface SortStacksProps {
  knownCount: number;
  learningCount: number;
  /** Opens the list of the known, or the to-learn, words. */
  onOpen: (stack: 'known' | 'learning') => void;
}

/** Beside the card: the known and the to-learn stacks, each opening its list of words. */
export function SortStacks({ knownCount, learningCount, onOpen }: SortStacksProps) {
  return (
    <div className={classes.stacks}>
      <UnstyledButton className={classes.stack} onClick={() => onOpen('known')}>
        <Text size="sm" c="dimmed">
          {StudyMessages.knownWords}
        </Text>
        <span className={classes.stackCount}>{knownCount}</span>
      </UnstyledButton>
      <UnstyledButton className={classes.stack} onClick={() => onOpen('learning')}>
        <Text size="sm" c="dimmed">
          {StudyMessages.learningWords}
        </Text>
        <span className={classes.stackCount}>{learningCount}</span>
      </UnstyledButton>
    </div>
  );
}
