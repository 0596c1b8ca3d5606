import { type Dashboard, DashboardMessages, StorageKeys } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { intensityOf } from './activity-grid';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const dashboard: Dashboard = {
  total_words: 42,
  words_learned: 30,
  day_streak: 3,
  achievements: [
    { id: 'first-ten-known', earned: true, progress: 30, goal: 10 },
    { id: 'seven-day-streak', earned: false, progress: 3, goal: 7 },
  ],
  your_content: [],
  activity: Array.from({ length: 84 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 7, 31 + index)).toISOString().slice(0, 10),
    count: index >= 81 ? 5 : 0,
  })),
  flash_cards: { total: 4, due_today: 2 },
};

describe('My Words', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('shows my totals, streak, achievements and activity, asked in my time zone', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url);
        const body =
          url.pathname === '/api/config'
            ? fakePublicConfig()
            : url.pathname === '/api/me/preferences'
              ? { preferredLanguage: 'es', myLanguage: 'en' }
              : url.pathname === '/api/data/user/dashboard'
                ? dashboard
                : { code: 'NOT_FOUND', message: 'no' };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderApp('/my-words');
    expect(await screen.findByRole('heading', { name: DashboardMessages.myWords })).toBeVisible();
    const stat = (label: string) => screen.getByRole('group', { name: label });
    expect(await screen.findByRole('group', { name: DashboardMessages.totalWords })).toHaveTextContent('42');
    expect(stat(DashboardMessages.wordsLearned)).toHaveTextContent('30');
    expect(stat(DashboardMessages.dayStreak)).toHaveTextContent('3');
    expect(stat(DashboardMessages.achievements)).toHaveTextContent('1/2');
    const achievements = screen.getByRole('list', { name: DashboardMessages.achievements });
    expect(
      within(achievements).getByText(DashboardMessages.achievement['first-ten-known'].title),
    ).toBeVisible();
    expect(within(achievements).getByText(DashboardMessages.progressOf(3, 7))).toBeVisible();
    expect(screen.getByText(DashboardMessages.dueToday(2))).toBeVisible();
    expect(screen.getByText(DashboardMessages.noContent)).toBeVisible();
    expect(screen.getByRole('img', { name: DashboardMessages.activity }).children).toHaveLength(84);
    const query = asked.find((url) => url.pathname === '/api/data/user/dashboard')!.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      learning_lang: 'es',
      translated_lang: 'en',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByRole('link', { name: DashboardMessages.reviewFlashCards })).toHaveAttribute(
      'href',
      '/learn-flash-cards',
    );
  });

  it('darkens a day by how busy it was', () => {
    expect([0, 1, 5, 10].map((count) => intensityOf(count, 10))).toEqual([0, 1, 2, 4]);
    expect(intensityOf(3, 0)).toBe(0);
  });
});
