import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('a date on a title page', () => {
  it('reads as the learner reads a date in English, without Intl', () => {
    expect(formatDate('2010-07-16')).toBe('July 16, 2010');
    expect(formatDate('2021-01-05')).toBe('January 5, 2021');
    expect(formatDate('1999-12-31')).toBe('December 31, 1999');
  });

  it('reads the same as Intl would, for every month', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2024-${String(month).padStart(2, '0')}-09`;
      const byIntl = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDate(iso)).toBe(byIntl);
    }
  });

  it('says Unknown for a date that is missing or not a date', () => {
    for (const date of [null, undefined, '', '2010', 'soon', '2010-13-45']) {
      expect(formatDate(date)).toBe('Unknown');
    }
  });
});
