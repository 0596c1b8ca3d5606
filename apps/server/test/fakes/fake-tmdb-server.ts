/**
 * The TMDB fake as a process, for the Playwright journeys on TMDB:
 * `node --import tsx fake-tmdb-server.ts PORT API_KEY`. API at /3, images at /t/p.
 */
import { hasTmdbData, startFakeTmdb } from './fake-tmdb.js';

const [port = '3312', apiKey = 'e2e-tmdb-key'] = process.argv.slice(2);
if (!hasTmdbData) console.warn('fake TMDB: ../shared/data/tmdb is absent; every call will answer 404');
const fake = await startFakeTmdb({ apiKey, port: Number(port) });
console.log(`fake TMDB listening at ${fake.baseUrl}`);
