/**
 * `npm run bench:lemma [-- --language xx --errors N --dir DIR]`: the lexicon's lemma accuracy on
 * the Universal Dependencies dev splits in ../shared/data/ud-dev (see ud-lemma-score.ts), one line
 * per language, then its commonest errors:
 *
 *   lemma-bench language=es split=dev tokens=19186 accuracy=0.859 dropped=0.018 named=0.001
 *
 * `--conllu FILE --language xx` scores another treebank's train or dev split the same way (a
 * second genre). Test splits are never read: they are kept apart to check the result.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { parseConllu, scoreAnalysis, sentencesAsSubtitles, udDevDir, udDevFile } from './ud-lemma-score.js';

function main(): number {
  const { values } = parseArgs({
    options: {
      language: { type: 'string', short: 'l' },
      errors: { type: 'string' },
      dir: { type: 'string' },
      conllu: { type: 'string' },
    },
  });
  if (values.conllu?.includes('-ud-test') === true) {
    console.error('lemma-bench: test splits are kept apart to check the result; they are never read');
    return 2;
  }
  if (!existsSync(udDevDir)) {
    console.log(`lemma-bench skipped: ${udDevDir} is absent (the UD dev splits come with the shared data)`);
    return 0;
  }
  const languages =
    values.language === undefined
      ? lexiconLanguages
      : values.language.split(',').filter((code) => isLexiconLanguage(code));
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  const errorCount = Number(values.errors ?? 20);
  ensureLexiconSync({ dir, languages, dictionaries: false });
  const lexicon = loadLexicon({ dir, languages });
  for (const language of languages) {
    // Another treebank of the language (`--conllu FILE`, one language): how far another genre falls.
    const file = values.conllu === undefined ? udDevFile(language) : fromUserDir(values.conllu);
    if (file === undefined) {
      console.log(`lemma-bench language=${language} skipped: no dev split in ${udDevDir}/${language}`);
      continue;
    }
    const sentences = parseConllu(readFileSync(file, 'utf8'));
    const analysis = lexicon.analyse(sentencesAsSubtitles(sentences), language, { fileName: 'ud.srt' });
    const table = lexicon.tables.get(language);
    const score = scoreAnalysis(sentences, analysis, language, errorCount, (surface) =>
      table?.readings(surface)?.flatMap((reading) => reading.map((part) => part.lemma)),
    );
    console.log(
      `lemma-bench language=${language} split=${values.conllu === undefined ? 'dev' : path.basename(file)} tokens=${score.tokens} accuracy=${score.accuracy.toFixed(3)} ` +
        `context_free=${score.contextFreeAccuracy.toFixed(3)} dropped=${score.dropped.toFixed(3)} ` +
        `named=${score.named.toFixed(3)} function_words_misread=${score.functionWordsMisread.toFixed(4)}`,
    );
    console.log(
      `lemma-bench-detail language=${language} wrong_choice=${score.detail.choice.toFixed(3)} ` +
        `wrong_missing=${score.detail.missing.toFixed(3)} wrong_unknown=${score.detail.unknown.toFixed(3)}`,
    );
    for (const [surface, gold, ours, count] of score.errors) {
      console.log(`  ${String(count).padStart(4)}  ${surface}  gold=${gold}  ours=${ours}`);
    }
  }
  return 0;
}

process.exitCode = main();
