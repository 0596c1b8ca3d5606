import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { MyWordsPage } from '@/features/dashboard/components/my-words-page';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { VocabularyEstimateCard } from '@/features/vocabulary-estimate/components/vocabulary-estimate-card';

/** /my-words: the dashboard, in the current language pair, with the vocabulary estimate's card. */
export function MyWordsRoute() {
  const { learning, native } = usePreferences();
  return (
    <MyWordsPage
      learning={learning}
      native={native}
      vocabulary={(hasMarkedWords) => (
        <RegionErrorBoundary>
          <VocabularyEstimateCard learning={learning} native={native} hasMarkedWords={hasMarkedWords} />
        </RegionErrorBoundary>
      )}
    />
  );
}
