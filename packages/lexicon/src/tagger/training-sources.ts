/**
 * The annotated text the taggers may be trained on: treebanks whose licences allow their trained
 * weights in this GPL-3.0-or-later repository (no non-commercial, no no-derivatives licence). The
 * training tool reads only train splits of these; the data README lists them with their versions.
 */
export interface TrainingSource {
  /** The treebank's file name prefix (`es_gsd`). */
  readonly prefix: string;
  readonly treebank: string;
  readonly licence: string;
  /**
   * The splits that may be trained on. Never a test split; never the dev split of a treebank the
   * lemma bench measures on (../shared/data/ud-dev: en EWT, es AnCora, de GSD, fr GSD, da DDT, it
   * ISDT), whose train splits are fine.
   */
  readonly splits: readonly ('train' | 'dev')[];
}

const ccBySa = 'CC BY-SA 4.0';

/**
 * German's open treebank (GSD) has a train split too large for the repository snapshots: its first
 * sentences were copied page by page (data/README.md). Its dev split is what the bench measures.
 * Left out on purpose: GUM as a whole and ISDT, VIT, ParTUT, PoSTWITA, LinES (non-commercial), and the
 * 16th-century French of ALTS and Dante's Italian of Italian-Old (not the language of films).
 */
const sources: Partial<Record<string, readonly TrainingSource[]>> = {
  en: [
    { prefix: 'en_ewt', treebank: 'UD_English-EWT', licence: ccBySa, splits: ['train'] },
    { prefix: 'en_atis', treebank: 'UD_English-Atis', licence: ccBySa, splits: ['train', 'dev'] },
    { prefix: 'en_eslspok', treebank: 'UD_English-ESLSpok', licence: ccBySa, splits: ['train', 'dev'] },
    { prefix: 'en_childes', treebank: 'UD_English-CHILDES', licence: ccBySa, splits: ['dev'] },
  ],
  // The UD 1.3 train split of DDT, its first 4,383 sentences: exactly today's train split (the
  // rest went to dev and test in UD 2.0). DDT is GPL-2.0 or CC BY-SA 4.0; taken under the latter.
  da: [{ prefix: 'da_ddt', treebank: 'UD_Danish-DDT (UD 1.3 train)', licence: ccBySa, splits: ['train'] }],
  es: [{ prefix: 'es_gsd', treebank: 'UD_Spanish-GSD', licence: ccBySa, splits: ['dev'] }],
  de: [{ prefix: 'de_gsd', treebank: 'UD_German-GSD', licence: ccBySa, splits: ['train'] }],
  fr: [
    {
      prefix: 'fr_parisstories',
      treebank: 'UD_French-ParisStories',
      licence: ccBySa,
      splits: ['train', 'dev'],
    },
    // The licence of Lefff too, whose readings the repository already carries (data/README.md).
    { prefix: 'fr_sequoia', treebank: 'UD_French-Sequoia', licence: 'LGPL-LR', splits: ['train', 'dev'] },
    // Spoken French, as films speak it. Its dev split measures another genre (README): not trained on.
    { prefix: 'fr_rhapsodie', treebank: 'UD_French-Rhapsodie', licence: ccBySa, splits: ['train'] },
  ],
  it: [
    { prefix: 'it_markit', treebank: 'UD_Italian-MarkIT', licence: 'CC BY 4.0', splits: ['train', 'dev'] },
    { prefix: 'it_twittiro', treebank: 'UD_Italian-TWITTIRO', licence: ccBySa, splits: ['train', 'dev'] },
  ],
};

/** The source of a training file, or undefined when it may not be trained on. */
export function trainingSourceOf(language: string, fileName: string): TrainingSource | undefined {
  const match = /^([a-z]+_[a-z0-9]+)-ud-(train|dev)(?:-[a-z0-9-]+)?\.conllu$/.exec(fileName);
  if (match === null) return undefined;
  const split = match[2] as 'train' | 'dev';
  return sources[language]?.find((source) => source.prefix === match[1] && source.splits.includes(split));
}
