import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const password = 'Popcorn42';

export interface TestUser {
  email: string;
  password: string;
}

/** A unique address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The newest confirmation link sent to an address, read from the local outbox. */
export async function confirmationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/api/dev/outbox')).json()) as {
        to: string;
        links: string[];
      }[];
      link = messages.find((message) => message.to === email)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Registers and confirms an account through the API, skipping the screens a journey tests. */
export async function createConfirmedUser(request: APIRequestContext, label = 'user'): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password };
  const signUp = await request.post('/api/auth/sign-up/email', { data: { ...user, name: label } });
  expect(signUp.ok()).toBeTruthy();
  const confirm = await request.get(await confirmationLinkFor(request, user.email), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return user;
}

/** Signs in through the API; the page's context then holds the session cookie. */
export async function signInByApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: user });
  expect(response.ok()).toBeTruthy();
}

/**
 * Each test presents its own client address, so the per-address lock-out of one test never
 * locks out another (the e2e server trusts X-Forwarded-For; see playwright.config.ts).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
  extraHTTPHeaders: async ({}, use) => {
    // An address of the IPv6 documentation range (2001:db8::/32), a /64 of its own per test.
    const group = () => Math.floor(Math.random() * 0xffff).toString(16);
    await use({ 'X-Forwarded-For': `2001:db8:${group()}:${group()}::1` });
  },
});

export { expect };
