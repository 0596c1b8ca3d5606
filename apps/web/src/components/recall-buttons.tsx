import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ButtonPair } from './button-pair';

export interface RecallButtonsProps {
  dontKnow: string;
  knowIt: string;
  onAnswer: (isKnown: boolean) => void;
}

/** The two answers of a card that is being recalled: 'Don't Know' and 'Know It'. */
export function RecallButtons({ dontKnow, knowIt, onAnswer }: RecallButtonsProps) {
  return (
    <ButtonPair>
      <Button
        size="md"
        color="orange"
        variant="light"
        leftSection={<IconX size={18} />}
        onClick={() => onAnswer(false)}
      >
        {dontKnow}
      </Button>
      <Button size="md" color="teal" leftSection={<IconCheck size={18} />} onClick={() => onAnswer(true)}>
        {knowIt}
      </Button>
    </ButtonPair>
  );
}
