import { StudyMessages } from '@cinevocab/core';
import { Badge, Button, Group, Title } from '@mantine/core';
import { IconArrowsShuffle, IconRefresh } from '@tabler/icons-react';
import { BackLink } from '@/components/back-link';

export interface DrillHeaderProps {
  from: { path: string; label: string } | undefined;
  pass: number;
  isDone: boolean;
  onShuffle: () => void;
  onReset: () => void;
}

/** The drill's heading, with the way back, the pass, Shuffle and Reset. */
export function DrillHeader({ from, pass, isDone, onShuffle, onReset }: DrillHeaderProps) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <div>
        {from && <BackLink to={from.path}>{from.label}</BackLink>}
        <Title order={1}>{StudyMessages.learnMyWords}</Title>
      </div>
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {StudyMessages.pass(pass)}
        </Badge>
        <Button
          variant="default"
          leftSection={<IconArrowsShuffle size={16} />}
          onClick={onShuffle}
          disabled={isDone}
        >
          {StudyMessages.shuffle}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onReset}>
          {StudyMessages.reset}
        </Button>
      </Group>
    </Group>
  );
}
