import { DataSourcesPage } from '@/features/about/components/data-sources-page';

/** /about/data: the attributions page. */
export function AboutDataRoute() {
  return <DataSourcesPage />;
}
