/** The local outbox: the mailer writes to it, and its route shows it on this machine. */
export { createOutboxRepository, type OutboxRepository } from './outbox.repository.js';
export { outboxRoutes } from './outbox.routes.js';
