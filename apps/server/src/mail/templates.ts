import type { MailMessage } from './mailer.js';

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your CineVocab account',
    text: [
      'Welcome to CineVocab!',
      '',
      'Open this link to confirm your email address and finish creating your account:',
      link,
      '',
      'The link works for 24 hours. If you did not sign up, you can ignore this message.',
    ].join('\n'),
    links: [link],
  };
}

export function existingAccountMail(to: string, signInLink: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to register with your email address',
    text: [
      'Someone tried to create a CineVocab account with this email address, which already has one.',
      '',
      'If it was you, sign in here:',
      signInLink,
      '',
      'If it was not you, no action is needed: your account is unchanged.',
    ].join('\n'),
    links: [signInLink],
  };
}
