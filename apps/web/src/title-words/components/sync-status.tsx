import { StudyMessages } from '@cinevocab/core';
import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useSyncState } from '../hooks/use-progress-sync';

/**
 * Where the learner's marks are: saving, saved, or waiting to be sent again. Silent before the
 * first mark, so a screen nobody touched says nothing.
 */
export function SyncStatus() {
  const { status, version } = useSyncState();
  if (version === 0) return null;
  return (
    <Group gap={6} role="status" aria-live="polite">
      {status === 'saving' || status === 'waiting' ? (
        <>
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {StudyMessages.savingToCloud}
          </Text>
        </>
      ) : status === 'retrying' ? (
        <>
          <IconCloudOff size={16} aria-hidden color="var(--mantine-color-orange-6)" />
          <Text size="xs" c="orange.7">
            {StudyMessages.saveRetrying}
          </Text>
        </>
      ) : (
        <>
          <IconCloudCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />
          <Text size="xs" c="dimmed">
            {StudyMessages.savedToCloud}
          </Text>
        </>
      )}
    </Group>
  );
}
