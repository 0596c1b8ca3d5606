import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@cinevocab/core';
import type { Database } from '../../db/client.js';
import { outboxMessage } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';

export function createOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage): Promise<void> {
      await db.insert(outboxMessage).values(message);
    },
    async listNewestFirst(limit = 100): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessage)
        .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
