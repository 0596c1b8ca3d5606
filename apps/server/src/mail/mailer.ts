/** One e-mail as the product writes it. `links` are the actions it offers, in order. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Where e-mail goes: an SMTP server, or the local outbox when none is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
