/**
 * `npm run bench` (its glosses part): for every learning language and every native language, the
 * share of a real title's vocabulary at levels 1–5 that gets a gloss from the committed glosses,
 * directly or by way of another language (pivot), and the median time of one look-up:
 *
 *   glosses-bench from=es to=en title=es_under_the_dome… entries=1234 glossed=0.981 direct=0.962 pivot=0.019 median_us=12
 *
 * Titles are the subtitle files of ../shared/data/subtitles, written by nobody here (every file of
 * the language, their words together). Then `glosses-size`: the bytes the glosses add to the
 * repository, and the eSpeak NG package's bytes that the install adds for pronunciation.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NATIVE_LANGUAGES, type StudyLanguageCode } from '@cinevocab/core';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir } from '../cli/paths.js';
import { committedGlossesDir } from '../dictionary/committed-glosses.js';
import { loadDictionaries } from '../dictionary/dictionaries.js';
import { glossOf } from '../dictionary/glosses.js';
import { lexiconLanguages } from '../languages/registry.js';
import { repositoryRoot } from '../tables/frequency.js';

const subtitlesDir = path.resolve(repositoryRoot, '../shared/data/subtitles');
const require = createRequire(import.meta.url);

interface Entry {
  name: string;
  pos: string | null;
}

function main(): void {
  if (!existsSync(subtitlesDir)) {
    console.log('glosses-bench skipped: ../shared/data/subtitles is absent');
  } else {
    const dir = defaultLexiconDir();
    ensureLexiconSync({ dir });
    const dictionaries = loadDictionaries({ folder: committedGlossesDir });
    for (const from of lexiconLanguages) benchLanguage(dir, from, dictionaries);
  }
  printSizes();
}

function benchLanguage(
  dir: string,
  from: StudyLanguageCode,
  dictionaries: ReturnType<typeof loadDictionaries>,
): void {
  const files = readdirSync(subtitlesDir).filter((name) => name.startsWith(`${from}_`));
  if (files.length === 0) return;
  const lexicon = loadLexicon({ dir, languages: [from] });
  const entries = new Map<string, Entry>();
  for (const file of files) {
    const analysis = lexicon.analyse(readFileSync(path.join(subtitlesDir, file)), from, { fileName: file });
    for (const word of analysis.words) if (word.diff <= 5) entries.set(word.token, word);
  }
  for (const { code: to } of NATIVE_LANGUAGES) {
    if (to === from) continue;
    let direct = 0;
    let throughPivot = 0;
    const times: number[] = [];
    for (const entry of entries.values()) {
      const started = performance.now();
      const gloss = glossOf(dictionaries, from, to, entry.name, entry.pos);
      times.push(performance.now() - started);
      if (gloss?.via !== undefined) throughPivot += 1;
      else if (gloss !== null) direct += 1;
    }
    const share = (count: number) => (entries.size === 0 ? 0 : count / entries.size).toFixed(3);
    times.sort((a, b) => a - b);
    console.log(
      `glosses-bench from=${from} to=${to} title=${files.join('+')} entries=${entries.size} ` +
        `glossed=${share(direct + throughPivot)} direct=${share(direct)} pivot=${share(throughPivot)} ` +
        `median_us=${Math.round((times[Math.floor(times.length / 2)] ?? 0) * 1000)}`,
    );
  }
}

function folderBytes(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder).reduce((sum, name) => {
    const full = path.join(folder, name);
    const stat = statSync(full);
    return sum + (stat.isDirectory() ? folderBytes(full) : stat.size);
  }, 0);
}

function printSizes(): void {
  let espeak = 0;
  try {
    espeak = folderBytes(path.dirname(require.resolve('@echogarden/espeak-ng-emscripten/package.json')));
  } catch {
    // Not installed here: reported as 0.
  }
  const glosses = folderBytes(committedGlossesDir);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `glosses-size glosses_mb=${mb(glosses)} espeak_mb=${mb(espeak)} total_mb=${mb(glosses + espeak)} budget_mb=80`,
  );
}

main();
