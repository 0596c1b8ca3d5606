import { ExerciseBlank } from '@cinevocab/core';

/** A written word: letters, marks and digits (an apostrophe or hyphen splits words: l'homme → l, homme). */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
/** Punctuation and symbols at a token's edges (¿ ¡ « » … " - and the like). */
const edgePunctuation = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

const lower = (text: string) => text.toLocaleLowerCase();

/**
 * A sentence's words for a reorder exercise: split at spaces, punctuation at the edges dropped
 * ('¿Dónde está?' → Dónde, está), so the pieces do not give their places away.
 */
export function reorderWordsOf(sentence: string): string[] {
  return sentence
    .split(/\s+/)
    .map((token) => token.replace(edgePunctuation, ''))
    .filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/** How closely a written form looks like a form of the lemma: 0 when it does not. */
function formScore(form: string, lemma: string): number {
  const written = lower(form);
  const base = lower(lemma);
  if (written === base) return 100;
  // A suffix on the whole lemma: gato → gatos, run → running.
  if (base.length >= 3 && written.startsWith(base) && written.length - base.length <= 4) {
    return 60 - (written.length - base.length);
  }
  // A stem: the lemma less one or two letters (hablar → habl-o, tener → ten-go), at least 3 left.
  for (const cut of [1, 2]) {
    const stem = base.slice(0, base.length - cut);
    if (stem.length >= 3 && written.startsWith(stem) && Math.abs(written.length - base.length) <= 3) {
      return 40 - cut * 5 - Math.abs(written.length - base.length);
    }
  }
  return 0;
}

/**
 * The form of `lemma` a sentence says, as written: one of the forms the title writes it in when
 * they are known (ir → voy), else a word that looks like a form of the lemma (exactly, or by a
 * regular ending); null when none does.
 */
export function formIn(sentence: string, lemma: string, forms: readonly string[] = []): string | null {
  const known = new Set(forms.map(lower));
  if (known.size > 0) {
    for (const match of sentence.matchAll(wordPattern)) if (known.has(lower(match[0]))) return match[0];
  }
  if (/\s/.test(lemma.trim())) return null;
  let best: { form: string; score: number } | null = null;
  for (const match of sentence.matchAll(wordPattern)) {
    const score = formScore(match[0], lemma);
    if (score > 0 && (!best || score > best.score)) best = { form: match[0], score };
  }
  return best?.form ?? null;
}

/** The sentence with every occurrence of the word `form` (a whole word, any case) made a blank. */
export function blankOut(sentence: string, form: string): string {
  return sentence.replace(wordPattern, (word) => (lower(word) === lower(form) ? ExerciseBlank : word));
}
