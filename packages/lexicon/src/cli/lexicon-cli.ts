/**
 * The lexicon from the command line (`npm run lexicon -- …`):
 *   analyze FILE --language xx [--json] [--dir DIR]   a subtitle file's vocabulary
 *   tokens "SENTENCE" --language xx [--dir DIR]       a sentence in the token notation of the tests
 * Tables come from LEXICON_DIR (default data/lexicon) and are built first when missing or stale.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LevelNames, Levels, type StudyLanguageCode, type WordSummary } from '@cinevocab/core';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { getLanguage, isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { renderTokens } from '../testing/notation.js';
import { defaultLexiconDir, fromUserDir } from './paths.js';

const usage = `usage:
  npm run lexicon -- analyze FILE --language xx [--json] [--dir DIR]
  npm run lexicon -- tokens "SENTENCE" --language xx [--dir DIR]
languages: ${lexiconLanguages.join(' ')}`;

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l' },
      json: { type: 'boolean', default: false },
      dir: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, argument] = positionals;
  if (values.help || command === undefined || argument === undefined) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const language = values.language;
  if (language === undefined || !isLexiconLanguage(language)) {
    console.error(`--language must be one of: ${lexiconLanguages.join(' ')}\n${usage}`);
    return 2;
  }
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  ensureLexiconSync({ dir, languages: [language] });
  const lexicon = loadLexicon({ dir, languages: [language] });

  switch (command) {
    case 'analyze':
    case 'analyse': {
      const file = fromUserDir(argument);
      const analysis = lexicon.analyse(readFileSync(file), language, { fileName: file });
      const { summary, words, sentences, names, stats } = analysis;
      if (values.json) {
        console.log(
          JSON.stringify({ summary, words, sentences, names, stats, lexiconVersion: lexicon.version }),
        );
      } else {
        printSummary(analysis, language, lexicon.tables.get(language));
      }
      return 0;
    }
    case 'tokens': {
      const table = lexicon.tables.get(language) as LemmaTable;
      console.log(renderTokens(argument, getLanguage(language), table));
      return 0;
    }
    default:
      console.error(`unknown command '${command}'\n${usage}`);
      return 2;
  }
}

function printSummary(
  analysis: ReturnType<ReturnType<typeof loadLexicon>['analyse']>,
  language: StudyLanguageCode,
  table: LemmaTable | undefined,
): void {
  const { summary, words, names, stats } = analysis;
  const total = words.length;
  console.log(
    `${language}: ${stats.cues} cues (${stats.skippedCues} skipped), ${stats.sentences} sentences, ` +
      `${stats.tokens} tokens, ${total} words, ${names.length} names; ${stats.format}, ${stats.encoding}`,
  );
  for (const level of Levels) {
    const count = summary[level as keyof WordSummary];
    const share = total === 0 ? 0 : (count / total) * 100;
    const examples = words
      .filter((word) => word.diff === level)
      .slice(0, 8)
      .map((word) => word.name)
      .join(', ');
    console.log(
      `  ${level} ${(LevelNames[level] ?? '').padEnd(9)} ${String(count).padStart(5)} ${share.toFixed(1).padStart(5)}%  ${examples}`,
    );
  }
  console.log(
    `  names: ${names
      .slice(0, 12)
      .map((name) => `${name.name} (${name.count})`)
      .join(', ')}`,
  );
  console.log(`  tables: ${table?.sources.map((source) => source.name).join('; ') ?? '?'}`);
}

process.exitCode = main();
