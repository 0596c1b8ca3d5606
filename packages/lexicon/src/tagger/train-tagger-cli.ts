/**
 * `npm run lexicon:tagger -- --from DIR [--languages es,fr] [--iterations 6] [--min-weight 0.1]`
 * (English keeps weights from 0.7 unless told otherwise: minWeights):
 * the maintainer's tool that trains each language's part-of-speech tagger on annotated text and
 * writes it to data/taggers/<lang>.tagger.gz (see the lexicon README, "The tagger").
 *
 * DIR holds `<lang>/<treebank file>.conllu`; only the train splits of the treebanks listed in
 * training-sources.ts are read (their licences allow weights in this GPL repository). Test splits
 * are refused whatever their name says, and so are the dev splits the lemma bench measures on.
 * The tagging accuracy printed is on those dev splits (../shared/data/ud-dev), never trained on.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StudyLanguageCode } from '@cinevocab/core';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { getLanguage, isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { udDevFile } from '../bench/ud-lemma-score.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { PosTagger } from './pos-tagger.js';
import { taggerFile, taggersDir } from './tagger-files.js';
import { TaggerModel } from './tagger-model.js';
import { goldTagged, readTreebank, type GoldTaggedSentence } from './treebank-sentences.js';
import { taggingAccuracy, trainPerceptron } from './training.js';
import { trainingSourceOf } from './training-sources.js';

function main(): number {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      languages: { type: 'string' },
      iterations: { type: 'string' },
      'min-weight': { type: 'string' },
      dir: { type: 'string' },
    },
  });
  if (values.from === undefined) {
    console.error('usage: npm run lexicon:tagger -- --from DIR (a folder of <lang>/<treebank>.conllu)');
    return 2;
  }
  const from = fromUserDir(values.from);
  const languages =
    values.languages === undefined
      ? lexiconLanguages
      : values.languages.split(',').filter((code): code is StudyLanguageCode => isLexiconLanguage(code));
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  // The tables without any tagger: the features are what the readings alone say.
  ensureLexiconSync({ dir, languages, dictionaries: false });
  const lexicon = loadLexicon({ dir, languages, taggers: false });
  mkdirSync(taggersDir, { recursive: true });
  for (const language of languages) {
    const table = lexicon.tables.get(language);
    if (table === undefined) continue;
    trainLanguage(language, table, path.join(from, language), {
      iterations: Number(values.iterations ?? 6),
      minWeight: Number(values['min-weight'] ?? minWeights[language] ?? 0.1),
    });
  }
  return 0;
}

/**
 * The smallest weight a model keeps, where not 0.1: English's treebanks are the largest, and its
 * model with every weight down to 0.1 took the committed data over its 20 MB budget (1.3 MB);
 * from 0.7 it is 1.0 MB and reads the dev split as well (0.849 of the pieces it weighs).
 */
const minWeights: Partial<Record<StudyLanguageCode, number>> = { en: 0.7 };

function trainLanguage(
  language: StudyLanguageCode,
  table: LemmaTable,
  folder: string,
  options: { iterations: number; minWeight: number },
): void {
  if (!existsSync(folder)) {
    console.log(`tagger ${language}: skipped, no folder ${folder}`);
    return;
  }
  const trainedOn: string[] = [];
  const sentences: GoldTaggedSentence[] = [];
  let skipped = 0;
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.conllu'))
    .sort()) {
    const source = trainingSourceOf(language, name);
    if (source === undefined) {
      console.log(
        `tagger ${language}: left out ${name} (not a train split of a treebank listed in training-sources.ts)`,
      );
      continue;
    }
    const before = sentences.length;
    for (const sentence of readTreebank(readFileSync(path.join(folder, name), 'utf8'))) {
      const tagged = goldTagged(sentence, getLanguage(language), table);
      if (tagged === undefined) skipped += 1;
      else sentences.push(tagged);
    }
    trainedOn.push(`${name}: ${source.treebank} (${source.licence}), ${sentences.length - before} sentences`);
  }
  const tokens = sentences.reduce((sum, sentence) => sum + sentence.tags.length, 0);
  console.log(
    `tagger ${language}: ${sentences.length} sentences, ${tokens} pieces (${skipped} sentences not lined up)`,
  );
  const perceptron = trainPerceptron(sentences, {
    iterations: options.iterations,
    onIteration: (iteration, accuracy) =>
      console.log(`tagger ${language}: pass ${iteration} training accuracy ${accuracy.toFixed(4)}`),
  });
  const model = TaggerModel.fromWeights(
    { language, tags: perceptron.tags, trainedOn },
    perceptron.averaged(),
    options.minWeight,
  );
  const file = model.toFile();
  writeFileSync(taggerFile(language), file);
  console.log(
    `tagger ${language}: ${model.header.featureCount} features, ${model.header.entryCount} weights, ` +
      `${(file.length / 1024).toFixed(0)} KB written`,
  );
  reportDevAccuracy(language, table, new PosTagger(TaggerModel.fromFile(file)));
}

function reportDevAccuracy(language: StudyLanguageCode, table: LemmaTable, tagger: PosTagger): void {
  const dev = udDevFile(language);
  if (dev === undefined) return;
  const sentences = readTreebank(readFileSync(dev, 'utf8'))
    .map((sentence) => goldTagged(sentence, getLanguage(language), table))
    .filter((sentence): sentence is GoldTaggedSentence => sentence !== undefined);
  const accuracy = taggingAccuracy(tagger, sentences);
  console.log(
    `tagger ${language}: tagging accuracy on the dev split ${accuracy.all.toFixed(4)} ` +
      `(of the pieces it weighs: ${accuracy.weighed.toFixed(4)})`,
  );
}

process.exitCode = main();
