import { StudyMessages } from '@cinevocab/core';
import { ActionIcon, Button, Group, Progress, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowBackUp } from '@tabler/icons-react';
import { SyncStatus } from '@/title-words';
import { SortRules, type SortState } from '../sort-engine';
import classes from './sort.module.css';

export interface SortProgressProps {
  sort: SortState;
  /** How many cards are left to sort at the chosen level. */
  remaining: number;
  /** The share of the words at the chosen level already sorted, in per cent. */
  sortedShare: number;
  onUndo: () => void;
  /** Whether the phone's sheet of sort options (the toolbar, folded away there) is open. */
  isOptionsOpen: boolean;
  onOpenOptions: () => void;
}

/**
 * Above the card: the round's counters, the save state, Undo and the share sorted. On a phone the
 * row also holds the button that opens the sort options, which the toolbar shows on wider screens.
 */
export function SortProgress(props: SortProgressProps) {
  const { sort, remaining, sortedShare, onUndo } = props;
  const lastAction = sort.actions.at(-1);
  return (
    <>
      <Group justify="space-between" align="center" className={classes.progressRow}>
        <div className={classes.counters}>
          <span>
            <strong>
              {StudyMessages.learningCount(sort.roundLearning.length, SortRules.learningTarget)}
            </strong>
          </span>
          <span>
            {StudyMessages.cardsRemaining}: <strong>{remaining}</strong>
          </span>
          <span>
            <strong>{StudyMessages.difficulty(sort.difficulty)}</strong>
          </span>
        </div>
        <Group gap="xs" className={classes.progressActions}>
          <Button
            variant="default"
            size="compact-sm"
            className={classes.optionsToggle}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={props.isOptionsOpen}
            onClick={props.onOpenOptions}
          >
            {StudyMessages.sortOptions}
          </Button>
          <SyncStatus />
          <Tooltip
            label={
              lastAction
                ? StudyMessages.undoTooltip(lastAction.word, lastAction.action, sort.actions.length)
                : StudyMessages.nothingToUndo
            }
          >
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={StudyMessages.undo}
              disabled={lastAction === undefined}
              onClick={onUndo}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Progress value={sortedShare} size="sm" radius="xl" aria-label={`${sortedShare}%`} />
    </>
  );
}
