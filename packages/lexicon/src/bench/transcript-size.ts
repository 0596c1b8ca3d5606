import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { StudyLanguageCode } from '@cinevocab/core';
import type { TitleAnalysis } from '../analysis-contract.js';
import { isLexiconLanguage } from '../languages/registry.js';
import { parseSubtitles } from '../subtitles/parse-subtitles.js';
import { repositoryRoot } from '../tables/frequency.js';

/** The transcript of a two-hour film must stay under this, gzipped, on the wire (one request). */
export const transcriptGzipBudgetBytes = 150 * 1024;

export const sharedSubtitlesDir = path.resolve(repositoryRoot, '../shared/data/subtitles');
/** The demo catalog's files: in the repository, short (episodes of 20 minutes and less). */
export const demoSubtitlesDir = path.join(repositoryRoot, 'apps/server/demo-subtitles');

export interface SubtitleFile {
  path: string;
  language: StudyLanguageCode;
  bytes: Buffer;
  /** Its sentences: the transcript's lines. */
  sentences: number;
}

/**
 * The subtitle file with the most lines: among the shared files (`<lang>_….srt`) when they are
 * there, a two-hour film among them; else among the demo files (`….<lang>.srt`).
 */
export function longestFilm(): SubtitleFile | undefined {
  const shared = existsSync(sharedSubtitlesDir);
  const dir = shared ? sharedSubtitlesDir : demoSubtitlesDir;
  let longest: SubtitleFile | undefined;
  for (const name of readdirSync(dir)) {
    const language = shared ? name.slice(0, 2) : (name.split('.').at(-2) ?? '');
    if (!/\.(srt|vtt|ass)$/.test(name) || !isLexiconLanguage(language)) continue;
    const bytes = readFileSync(path.join(dir, name));
    const sentences = parseSubtitles(bytes, { fileName: name }).stats.sentences;
    if (longest === undefined || sentences > longest.sentences) {
      longest = { path: path.join(dir, name), language, bytes, sentences };
    }
  }
  return longest;
}

export interface TranscriptSize {
  lines: number;
  /** The written words the lines mark as vocabulary. */
  marks: number;
  jsonBytes: number;
  gzipBytes: number;
  /** At quality 4, as the server compresses; at 11, as a file compressed ahead of time would be. */
  brotliBytes: number;
  brotliMaxBytes: number;
}

/** The transcript as the server answers it (`Transcript`: with the lexicon version), in bytes. */
export function transcriptSize(analysis: TitleAnalysis): TranscriptSize {
  const json = Buffer.from(
    JSON.stringify({ lexicon_version: analysis.lexiconVersion, ...analysis.transcript }),
  );
  const marks = analysis.transcript.lines.reduce((sum, line) => sum + line[3].length / 3, 0);
  return {
    lines: analysis.transcript.lines.length,
    marks,
    jsonBytes: json.length,
    // The levels the server's compression uses (@fastify/compress's defaults).
    gzipBytes: gzipSync(json).length,
    brotliBytes: brotliAt(json, 4),
    brotliMaxBytes: brotliAt(json, constants.BROTLI_MAX_QUALITY),
  };
}

const brotliAt = (bytes: Buffer, quality: number): number =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality },
  }).length;
