import { CatalogMessages, type NativeLanguageCode, type StudyLanguageCode } from '@cinevocab/core';
import { Accordion } from '@mantine/core';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { IconChartBar } from '@tabler/icons-react';
import { isNoSubtitles, type WordTitle } from '@/title-words';
import { useWordSummary, wordSummaryQueryKey } from '../api/get-word-summary';
import { useWordSummaryToasts } from '../hooks/use-word-summary-toasts';
import { CoverageLine } from './coverage-line';
import { LevelSummary } from './level-summary';
import { RawResponse } from './raw-response';
import { NoSubtitles, SummaryFailed, SummaryLoading } from './summary-states';
import { TranslationTrack } from './translation-track';

export interface WordSummarySectionProps {
  title: WordTitle;
  /** The learning language: the summary is of the title's words in it. */
  learning: StudyLanguageCode;
  /** The learner's own language: their progress (and so their coverage) is kept per pair. */
  native: NativeLanguageCode;
  /**
   * The value of the summary's item in the page's accordion. The page keeps that item open from
   * the start, and the item only appears with the summary, so it opens once loaded.
   */
  itemValue: string;
}

/**
 * The word-level summary block, for a page's accordion: asks the word service once
 * per page view and shows the answer as it stands. A new title or language is a new question, so
 * the block starts over (its toasts and its upload with it).
 */
export function WordSummarySection(props: WordSummarySectionProps) {
  return (
    <RegionErrorBoundary>
      <WordSummaryBlock key={wordSummaryQueryKey(props.title, props.learning).join('/')} {...props} />
    </RegionErrorBoundary>
  );
}

function WordSummaryBlock({ title, learning, native, itemValue }: WordSummarySectionProps) {
  const summary = useWordSummary(title, learning);
  useWordSummaryToasts(summary);

  if (summary.status === 'success') {
    return (
      <Accordion.Item value={itemValue}>
        <Accordion.Control icon={<IconChartBar size={20} />}>
          {CatalogMessages.wordLevelSummary}
        </Accordion.Control>
        <Accordion.Panel>
          <LevelSummary title={title} summary={summary.data.summary} />
          <CoverageLine title={title} learning={learning} native={native} />
          <TranslationTrack title={title} learning={learning} native={native} />
          <RawResponse raw={summary.data.raw} />
        </Accordion.Panel>
      </Accordion.Item>
    );
  }
  // Asking again (after an upload, or 'Try again') shows the wait, not the old failure.
  if (summary.status === 'pending' || summary.isFetching) return <SummaryLoading />;
  if (isNoSubtitles(summary.error)) return <NoSubtitles title={title} learning={learning} />;
  return <SummaryFailed message={summary.error.message} onRetry={() => void summary.refetch()} />;
}
