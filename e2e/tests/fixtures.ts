import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { appReadyAttribute } from '@cinevocab/core';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { watchMantineClasses } from './mantine-sheets';

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

/**
 * The Origin a browser sends with the app's own POSTs. The account service refuses a POST that
 * carries cookies but no Origin (a cross-site guard), and a context that has opened a page holds
 * its cookies (the time zone's, a session's).
 */
export function fromTheAppsPage(): { origin: string } {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

/** Registers and confirms an account through the API, skipping the screens a journey tests. */
export async function createConfirmedUser(request: APIRequestContext, label = 'user'): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { ...user, name: label },
    headers: fromTheAppsPage(),
  });
  expect(signUp.ok()).toBeTruthy();
  const confirm = await request.get(await confirmationLinkFor(request, user.email), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return user;
}

/** The languages a returning learner chose in their first run. */
export interface ChosenLanguages {
  preferredLanguage: string;
  myLanguage: string;
}

/**
 * Signs in through the API; the page's context then holds the session cookie. A new account goes
 * through the first run before any other page: unless `languages` is null (the first run's own
 * journeys), the account's languages are chosen here as the first run would, when it has none,
 * so that a journey about another screen starts from a learner who is set up.
 */
export async function signInByApi(
  page: Page,
  user: TestUser,
  languages: ChosenLanguages | null = { preferredLanguage: 'en', myLanguage: 'en' },
): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: user,
    headers: fromTheAppsPage(),
  });
  expect(response.ok()).toBeTruthy();
  if (languages === null) return;
  const saved = (await (await page.request.get('/api/me/preferences')).json()) as {
    preferredLanguage: string | null;
  };
  if (saved.preferredLanguage !== null) return;
  const chosen = await page.request.put('/api/me/preferences', { data: languages });
  expect(chosen.ok()).toBeTruthy();
}

/** A signed-in learner of Spanish whose own language is English, set on the account as the first run would. */
export async function learnerOfSpanish(page: Page, label: string): Promise<TestUser> {
  const user = await createConfirmedUser(page.request, label);
  await signInByApi(page, user, { preferredLanguage: 'es', myLanguage: 'en' });
  return user;
}

/**
 * Each test presents its own client address, so the per-address lock-out of one test never
 * locks out another (the e2e server trusts X-Forwarded-For; see playwright.config.ts).
 */
export const test = base.extend({
  /**
   * A page the server rendered is on screen before the browser has taken it over (under a cover
   * until then, which taps land on): after going to a page of the app, a journey waits for the
   * app, as a learner would wait for the page to answer.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => untilAppReady(page, await goto(url, options));
    const reload = page.reload.bind(page);
    page.reload = async (options) => untilAppReady(page, await reload(options));
    // Back loads the page again from the server: a file set into its form before the app runs in
    // it was lost (the import journey waited on a Preview that never enabled).
    const goBack = page.goBack.bind(page);
    page.goBack = async (options) => untilAppReady(page, await goBack(options));
    const unstyledMantineClasses = await watchMantineClasses(page);
    await use(page);
    expect(
      unstyledMantineClasses(),
      'Mantine classes on screen that the build has no style for: run `npx tsx apps/web/scripts/mantine-css.ts`, or name the package that renders them there',
    ).toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
  extraHTTPHeaders: async ({}, use) => {
    // An address of the IPv6 documentation range (2001:db8::/32), a /64 of its own per test.
    const group = () => Math.floor(Math.random() * 0xffff).toString(16);
    await use({ 'X-Forwarded-For': `2001:db8:${group()}:${group()}::1` });
  },
});

/** Once the answer is a page of the app (not the API's JSON), waits until the app runs in it. */
export async function untilAppReady(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.locator(`html[${appReadyAttribute}]`).waitFor({ state: 'attached' });
  }
  return response;
}

/** The impacts a screen may not have at all: what blocks or seriously hinders someone. */
const blockingImpacts = new Set(['critical', 'serious']);

/**
 * Runs axe (its default rules, WCAG A and AA and best practices, and the label-in-name check) on
 * the page as it is now, and asserts, softly so that one run reports every screen, that nothing
 * critical or serious is left. A failure lists each rule with the elements it caught, readably
 * enough to fix them without opening a trace.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Off by default in axe (it calls it experimental): a control whose name leaves out the words
    // it shows cannot be called by those words through speech input.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const readable = blocking.map((violation) => {
    const nodes = violation.nodes.slice(0, 8).map((node) => {
      const detail = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${detail}`;
    });
    const more = violation.nodes.length > 8 ? [`    …and ${violation.nodes.length - 8} more`] : [];
    return [
      `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}`,
      ...nodes,
      ...more,
    ].join('\n');
  });
  await test.info().attach(`axe ${screenName}`, {
    body: JSON.stringify(
      blocking.map(({ id, impact, nodes }) => ({ id, impact, count: nodes.length })),
      null,
      2,
    ),
    contentType: 'application/json',
  });
  expect.soft(readable.join('\n\n'), `axe found serious or critical violations on ${screenName}`).toBe('');
}

export { expect };
