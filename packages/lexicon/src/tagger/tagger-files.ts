import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconDataDir } from '../tables/frequency.js';
import type { TableSource } from '../tables/lemma-table.js';
import { PosTagger } from './pos-tagger.js';
import { TaggerModel } from './tagger-model.js';

/**
 * The committed taggers, written by `npm run lexicon:tagger`; a lexicon build copies each beside
 * its table (`<dir>/<lang>.tagger.gz`), and the lexicon loads it from there.
 */
export const taggersDir = path.join(lexiconDataDir, 'taggers');
export const taggerFile = (language: StudyLanguageCode, dir = taggersDir): string =>
  path.join(dir, `${language}.tagger.gz`);

/**
 * The language's tagger in `dir`, or undefined when it has none (the lemmas are then chosen as
 * before). Its version is the table's business (committedTaggerSource), not the loader's.
 */
export function loadTagger(language: StudyLanguageCode, dir = taggersDir): PosTagger | undefined {
  const file = taggerFile(language, dir);
  return existsSync(file) ? new PosTagger(TaggerModel.fromFile(readFileSync(file))) : undefined;
}

/** The tagger as a source of the language's table (see build-table.ts), or undefined. */
export function committedTaggerSource(
  language: StudyLanguageCode,
  dir = taggersDir,
): TableSource | undefined {
  const file = taggerFile(language, dir);
  if (!existsSync(file)) return undefined;
  return {
    name: `part-of-speech tagger (${language}.tagger.gz)`,
    version: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12),
  };
}

/**
 * Puts the language's tagger beside its built table, or takes away one left from an earlier
 * build when there is none now: the tagger loaded is always the one the table was built with.
 */
export function copyTaggerBeside(dir: string, language: StudyLanguageCode, from = taggersDir): void {
  const target = taggerFile(language, dir);
  const source = taggerFile(language, from);
  if (existsSync(source)) writeFileSync(target, readFileSync(source));
  else rmSync(target, { force: true });
}
