import { FlashCardMessages } from '@cinevocab/core';
import { Button, Group, Title } from '@mantine/core';
import { IconArrowsShuffle, IconRefresh } from '@tabler/icons-react';

export interface SessionHeaderProps {
  isDone: boolean;
  onShuffle: () => void;
  /** Asks before the session is reset. */
  onReset: () => void;
}

/** The session's heading, with Shuffle and Reset. */
export function SessionHeader({ isDone, onShuffle, onReset }: SessionHeaderProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1}>{FlashCardMessages.learnMyWords}</Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconArrowsShuffle size={16} />}
          disabled={isDone}
          onClick={onShuffle}
        >
          {FlashCardMessages.shuffle}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onReset}>
          {FlashCardMessages.reset}
        </Button>
      </Group>
    </Group>
  );
}
