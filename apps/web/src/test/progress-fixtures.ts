import type { SavedWordInput } from '@cinevocab/core';
import type { FakeApi } from './render';

/**
 * A fake of the learner's progress on the server: bulk saves land in `saved` (token → status)
 * and are answered by filter-by-tokens, as the real routes do. `bulks` holds every save sent.
 */
export function fakeProgressServer(initial: Record<string, 1 | 2> = {}) {
  const saved = new Map<string, number>(Object.entries(initial));
  const bulks: SavedWordInput[][] = [];
  const api: FakeApi = {
    'POST /api/data/user/words/bulk': (body) => {
      const records = body as SavedWordInput[];
      bulks.push(records);
      for (const record of records) {
        if (record.status === 0) saved.delete(record.token);
        else saved.set(record.token, record.status);
      }
      return { body: { saved: records.length } };
    },
    'POST /api/data/user/words/filter-by-tokens': (body) => {
      const { tokens } = body as { tokens: string[] };
      return {
        body: tokens
          .filter((token) => saved.has(token))
          .map((token) => ({
            token,
            status: saved.get(token),
            ai_translation: null,
            translation: '',
            notes: '',
          })),
      };
    },
  };
  return { api, saved, bulks };
}
