import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { VocabularyCheckPage } from '@/features/vocabulary-estimate/components/vocabulary-check-page';

/** /my-words/vocabulary-check: the vocabulary check in the current learning language. */
export function VocabularyCheckRoute() {
  const { learning, native } = usePreferences();
  return <VocabularyCheckPage learning={learning} native={native} />;
}
