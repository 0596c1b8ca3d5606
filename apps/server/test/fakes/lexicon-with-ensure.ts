/** The real lexicon with a stand-in `ensureLexicon` that builds nothing, for the analysis pool's tests. */
import { fileURLToPath } from 'node:url';

export { loadLexicon } from '@cinevocab/lexicon';

export const ensureLexiconPath = fileURLToPath(import.meta.url);

export async function ensureLexicon(options: { dir: string }) {
  return { built: ['es'], upToDate: ['en', 'de', 'fr', 'da', 'it'], dir: options.dir };
}
