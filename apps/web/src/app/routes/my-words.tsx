import { MyWordsPage } from '@/features/dashboard/components/my-words-page';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';

/** /my-words: the dashboard, in the current language pair. */
export function MyWordsRoute() {
  const { learning, native } = usePreferences();
  return <MyWordsPage learning={learning} native={native} />;
}
