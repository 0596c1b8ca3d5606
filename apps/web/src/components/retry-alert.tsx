import { Messages } from '@cinevocab/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface RetryAlertProps {
  title: string;
  /** Why it failed, in the learner's words. */
  message: string;
  /** Asking again; without it the alert only explains (nothing to retry). */
  onRetry?: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
  /** Red for a failure, grey for a state that is nobody's fault. */
  color?: 'red' | 'gray';
}

/** A failure in its place on the page: what failed, why, and 'Try again'. */
export function RetryAlert({
  title,
  message,
  onRetry,
  isRetrying = false,
  retryLabel = Messages.tryAgain,
  color = 'red',
}: RetryAlertProps) {
  return (
    <Alert color={color} variant="light" title={title} icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={isRetrying}
            onClick={onRetry}
          >
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
