import { type Dashboard, DashboardSchema } from '@cinevocab/core';
import { expect } from 'vitest';
import { type Account, cookieHeader, get, sendJson, type TestServer } from './test-server.js';

/** Requests as the My Words page sends them. */
export function dashboardClient(server: () => TestServer) {
  const auth = (who: Account | null) => (who ? cookieHeader(who.cookie) : {});
  const client = {
    dashboard: (who: Account | null, query: Record<string, string>) =>
      get(server(), `/api/data/user/dashboard?${new URLSearchParams(query).toString()}`, auth(who)),
    /** The dashboard of the Spanish-for-English pair, days counted in `time_zone`. */
    async dashboardOf(
      who: Account,
      time_zone = 'UTC',
      pair = { learning_lang: 'es', translated_lang: 'en' },
    ) {
      const response = await client.dashboard(who, { ...pair, time_zone });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return DashboardSchema.parse(body);
    },
    recordActivity: (who: Account | null, body: unknown) =>
      sendJson(server(), 'POST', '/api/data/user/activity', body, auth(who)),
    async recorded(who: Account, body: { kind: string; count?: number }) {
      const response = await client.recordActivity(who, body);
      expect(response.status, await response.text()).toBe(204);
    },
  };
  return client;
}

/** The last days of the activity grid, `date → count`. */
export function lastActivity(dashboard: Dashboard, days: number): Record<string, number> {
  return Object.fromEntries(dashboard.activity.slice(-days).map(({ date, count }) => [date, count]));
}

export function achievement(dashboard: Dashboard, id: Dashboard['achievements'][number]['id']) {
  const found = dashboard.achievements.find((each) => each.id === id);
  if (!found) throw new Error(`no achievement ${id}: ${JSON.stringify(dashboard.achievements)}`);
  return found;
}
