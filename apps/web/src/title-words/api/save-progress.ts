import { type BulkSaveResult, type SavedWordInput } from '@cinevocab/core';
import { apiRequest } from '@/lib/api-client';
import { BulkSaveResultSchema } from '@/lib/lazy-contracts';

/**
 * POST /api/data/user/words/bulk: stores words' statuses for the learner. Idempotent,
 * so a save that may or may not have arrived can simply be sent again.
 */
export function saveProgress(
  records: readonly SavedWordInput[],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<BulkSaveResult> {
  return apiRequest('/api/data/user/words/bulk', {
    method: 'POST',
    body: records,
    schema: BulkSaveResultSchema,
    keepalive,
  });
}
