import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from '../modules/outbox/index.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Keeps mail in the database and logs its links, so a local install needs no mail server. */
export function createOutboxMailer(outbox: OutboxRepository, logger: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.add(message);
      logger.info(
        { to: message.to, subject: message.subject, links: message.links },
        'mail kept in the local outbox',
      );
    },
  };
}
