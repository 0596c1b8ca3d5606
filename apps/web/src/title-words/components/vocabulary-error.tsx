import { BrowseMessages, WordMessages } from '@cinevocab/core';
import { RetryAlert } from '@/components/retry-alert';
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
  if (isNoSubtitles(error)) {
    return <RetryAlert color="gray" title={error.message} message={WordMessages.noSubtitlesHint} />;
  }
  return (
    <RetryAlert
      title={WordMessages.failedVocabulary}
      message={error.message}
      onRetry={onRetry}
      isRetrying={isRetrying}
      retryLabel={BrowseMessages.tryAgain}
    />
  );
}
