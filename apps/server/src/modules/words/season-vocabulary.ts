import type { TitleSentence, VocabularyWord, WordSummary } from '@cinevocab/core';

/** One analysed episode of a season, in the season's order. */
export interface EpisodeWords {
  vocabulary: readonly VocabularyWord[];
  sentences: readonly TitleSentence[];
}

export interface SeasonWords {
  summary: WordSummary;
  vocabulary: VocabularyWord[];
  sentences: TitleSentence[];
}

/**
 * A season's words as if its episodes were one long title, played in order: every word once with
 * its occurrences summed over the episodes, and the sentences one after another, each episode's
 * orders moved past the previous ones' so a word still points at its own sentences. Sorted as a
 * title's analysis is: the season's most frequent words first, then the language's commonest.
 */
export function seasonWordsOf(episodes: readonly EpisodeWords[]): SeasonWords {
  const words = new Map<string, { word: VocabularyWord; forms: Map<string, number> }>();
  const sentences: TitleSentence[] = [];
  let offset = 0;
  for (const episode of episodes) {
    for (const sentence of episode.sentences) sentences.push({ ...sentence, order: sentence.order + offset });
    for (const word of episode.vocabulary) {
      const orders = word.occurs_in_orders.map((order) => order + offset);
      const seen = words.get(word.token);
      // A form's weight is its episode's count of the word: forms are listed most frequent first.
      const weighted = word.forms.map(
        (form, index) => [form, word.count - index / word.forms.length] as const,
      );
      if (!seen) {
        words.set(word.token, {
          word: { ...word, occurs_in_orders: orders },
          forms: new Map(weighted),
        });
        continue;
      }
      seen.word.count += word.count;
      seen.word.occurs_in_orders.push(...orders);
      for (const [form, weight] of weighted) seen.forms.set(form, (seen.forms.get(form) ?? 0) + weight);
    }
    offset += episodeLength(episode);
  }

  const vocabulary = [...words.values()].map(({ word, forms }) => ({
    ...word,
    forms: [...forms].sort((a, b) => b[1] - a[1]).map(([form]) => form),
  }));
  vocabulary.sort(
    (a, b) =>
      b.count - a.count || b.frequency - a.frequency || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const summary: WordSummary = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const word of vocabulary) summary[word.diff as keyof WordSummary] += 1;
  return { summary, vocabulary, sentences };
}

/** The orders an episode takes up: one past its last sentence (orders may skip). */
function episodeLength(episode: EpisodeWords): number {
  let last = -1;
  for (const sentence of episode.sentences) last = Math.max(last, sentence.order);
  for (const word of episode.vocabulary) {
    for (const order of word.occurs_in_orders) last = Math.max(last, order);
  }
  return last + 1;
}
