import { CatalogMessages, WordMessages } from '@cinevocab/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isNoSubtitles } from '../api/run-pipeline';

export interface VocabularyErrorProps {
  error: Error;
  isRetrying: boolean;
  onRetry: () => void;
}

/**
 * Why a title's words could not be shown: no subtitles in the learning language (a hint, nothing
 * to retry), or a failure with 'Try again'.
 */
export function VocabularyError({ error, isRetrying, onRetry }: VocabularyErrorProps) {
  const hasNoSubtitles = isNoSubtitles(error);
  return (
    <Alert
      color={hasNoSubtitles ? 'gray' : 'red'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={hasNoSubtitles ? error.message : WordMessages.failedVocabulary}
    >
      <Stack gap="sm" align="flex-start">
        {hasNoSubtitles ? (
          <Text size="sm">{WordMessages.noSubtitlesHint}</Text>
        ) : (
          <>
            <Text size="sm">{error.message}</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={isRetrying}
              onClick={onRetry}
            >
              {CatalogMessages.tryAgain}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
