import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubtitleLanguageCode } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tables/frequency.js';
import { judgeLanguage, wordsToJudge } from './language-guess.js';
import { parseSubtitles } from './parse-subtitles.js';

const shared = path.resolve(repositoryRoot, '../shared/data/subtitles');
const hasShared = existsSync(shared);
if (!hasShared) console.log('language guess on real files: skipped, ../shared/data/subtitles is absent');

const linesOf = (file: string): string[] =>
  parseSubtitles(readFileSync(path.join(shared, file)), { fileName: file }).cues.map((cue) => cue.text);

describe.skipIf(!hasShared)('judging the language of real subtitle files nobody here wrote', () => {
  const files = hasShared ? readdirSync(shared).filter((name) => /\.(srt|vtt)$/.test(name)) : [];

  it.each(files)('%s fits its own language', (file) => {
    expect(judgeLanguage(linesOf(file), file.slice(0, 2) as SubtitleLanguageCode).fits).toBe(true);
  });

  it('tells a Spanish file said to be Portuguese or English, and names Spanish', () => {
    const lines = linesOf('es_las_chicas_del_cable_s01e01__netflix.vtt');
    expect(judgeLanguage(lines, 'pt')).toEqual({ fits: false, likeliest: 'es' });
    expect(judgeLanguage(lines, 'en')).toEqual({ fits: false, likeliest: 'es' });
  });

  it('tells a French file said to be Chinese by its script', () => {
    expect(judgeLanguage(linesOf('fr_anchorman__cp1252_crlf.srt'), 'zh')).toMatchObject({ fits: false });
  });
});

describe('judging a few lines', () => {
  it('leaves too little text unjudged: a few lines may be anything', () => {
    const words = Array.from({ length: wordsToJudge - 1 }, () => 'the');
    expect(judgeLanguage([words.join(' ')], 'fr')).toEqual({ fits: true });
  });

  it('reads Chinese and Hindi by their scripts', () => {
    const chinese = '我们今天晚上去看电影吧你觉得怎么样'.repeat(4);
    expect(judgeLanguage([chinese], 'zh').fits).toBe(true);
    expect(judgeLanguage([chinese], 'hi').fits).toBe(false);
  });
});
