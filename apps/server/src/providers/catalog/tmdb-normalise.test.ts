import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasTmdbData, tmdbDataDir } from '../../../test/fakes/fake-tmdb.js';
import { charactersOf } from './tmdb-normalise.js';

describe('the character names of a TMDB credits answer', () => {
  it("lists each character once, from the cast and the episode's guests, without empty ones", () => {
    expect(
      charactersOf({
        cast: [
          { name: 'Edward Norton', character: 'Narrator' },
          { name: 'Helena Bonham Carter', character: 'Marla Singer' },
          { name: 'Someone Else', character: 'Marla Singer' },
          { name: 'Uncredited', character: '' },
          { name: 'No character' },
        ],
        guest_stars: [{ name: 'Guest', character: ' Hope ' }],
      }),
    ).toEqual(['Narrator', 'Marla Singer', 'Hope']);
    expect(charactersOf({})).toEqual([]);
  });

  it.skipIf(!hasTmdbData)("reads the guest characters of a recorded episode's answer", () => {
    const episode = JSON.parse(
      readFileSync(path.join(tmdbDataDir, 'tv_1399_season_1_episode_1.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(charactersOf(episode)).toContain('Benjen Stark');
  });
});
