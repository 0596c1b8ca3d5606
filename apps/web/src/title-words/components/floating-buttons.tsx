import { AppRoutes, StudyMessages } from '@cinevocab/core';
import { Badge, Button } from '@mantine/core';
import { IconCards, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './floating-buttons.module.css';

/** The badge's text: the count, or '99+' past 99. */
/** A class for the screen's container: room at its foot for the floating buttons. */
export const floatingButtonsRoom = classes.room;

export const badgeText = (count: number): string => (count > 99 ? StudyMessages.badgeCap : String(count));

export interface FloatingButtonsProps {
  /** The learner's words to learn here, and what 'Learn My Words' does with them. */
  learningCount: number;
  onLearnWords: () => void;
}

/**
 * 'Learn My Words' with its count and 'My Flash Cards', floating at the bottom right of the study
 * screens; on a phone they sit in the page after the screen's content instead. Screens that show
 * them leave room at their foot (`floatingButtonsRoom`), so nothing stays hidden behind them.
 * Each button is named by what it shows ('Learn My Words 5'), so that a learner using speech can
 * call it by the words on it.
 */
export function FloatingButtons({ learningCount, onLearnWords }: FloatingButtonsProps) {
  return (
    <div className={classes.dock}>
      <Button
        component={Link}
        to={AppRoutes.flashCards}
        variant="white"
        radius="xl"
        size="md"
        className={classes.button}
        leftSection={<IconCards size={18} aria-hidden />}
      >
        {StudyMessages.myFlashCards}
      </Button>
      <Button
        radius="xl"
        size="md"
        className={classes.button}
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
        // No word to learn, no badge: a red 0 reads as something wrong.
        rightSection={
          learningCount > 0 ? (
            <Badge color="red" variant="filled" size="sm" circle={learningCount < 10}>
              {badgeText(learningCount)}
            </Badge>
          ) : undefined
        }
        onClick={onLearnWords}
      >
        {StudyMessages.learnMyWords}
      </Button>
    </div>
  );
}
