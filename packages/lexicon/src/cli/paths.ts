import path from 'node:path';
import { repositoryRoot } from '../tables/frequency.js';

/** Where the user ran `npm run …` from (npm runs workspace scripts in the package's folder). */
export const userDir = (): string => process.env.INIT_CWD ?? process.cwd();

export const fromUserDir = (file: string): string => path.resolve(userDir(), file);

/** LEXICON_DIR (relative paths from the repository root), else data/lexicon. */
export function defaultLexiconDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.LEXICON_DIR;
  return dir === undefined || dir.trim() === ''
    ? path.join(repositoryRoot, 'data/lexicon')
    : path.resolve(repositoryRoot, dir);
}
