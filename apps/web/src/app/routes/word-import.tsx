import { WordImportPage } from '@/features/word-import/components/word-import-page';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';

/** /my-words/import: known words brought in from elsewhere, in the current language pair. */
export function WordImportRoute() {
  const { learning, native } = usePreferences();
  return <WordImportPage learning={learning} native={native} />;
}
