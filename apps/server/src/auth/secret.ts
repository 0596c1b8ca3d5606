import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs sessions: AUTH_SECRET when set, otherwise one generated on first start
 * and kept in DATA_DIR so sessions survive a restart.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' never overwrites a secret another process wrote first; mode 600 keeps it private.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process wrote it first, or it is damaged (empty, cut short). A damaged one must not
  // be used: better-auth would fall back to its public default secret.
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 32) {
    throw new Error(`${file} holds no valid secret (under 32 characters): delete it, or set AUTH_SECRET`);
  }
  return stored;
}
