import { Messages } from '@cinevocab/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';

/**
 * One region of a page (a panel, a dialog, the navigation bar): when it fails, it says so in its
 * own place and offers to try again, and the rest of the page goes on. Going to another page
 * tries it again by itself.
 */
export function RegionErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RegionFailed}
      resetKeys={[pathname]}
      onError={(error, info) => console.error('A part of the page failed:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

function RegionFailed({ resetErrorBoundary }: FallbackProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={Messages.errorTitle}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{Messages.regionFailed}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={resetErrorBoundary}
        >
          {Messages.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
