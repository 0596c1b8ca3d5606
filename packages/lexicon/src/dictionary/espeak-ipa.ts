/**
 * espeak-ng's IPA made readable as dictionaries write it. Pure text work, shared by the build
 * (Debian's espeak-ng command line, espeak.ts) and the server (espeak compiled with Emscripten),
 * so that both give the same IPA for the same word.
 */

/**
 * An espeak output line → IPA: language-switch marks (`(en)`, `(es)`), Danish's stray `?` and
 * French clitic marks (`lə-`) go, and the stress marks move from before the vowel (espeak's
 * habit: `kˈasa`) to before the syllable (`ˈkasa`), as dictionaries write them.
 */
export function cleanEspeakIpa(line: string, options: { sClusterOnsets?: boolean } = {}): string {
  const text = line
    .replace(/\([a-z]{2,3}(?:-[a-z0-9]+)?\)/g, '')
    .replace(/[?_-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text
    .split(' ')
    .map((word) => moveStressMarks(word, options))
    .join(' ');
}

const vowels = new Set('aeiouyæøœɶɑɒɐəɘɵɞɜɛɪʏʊɔʌɤɯɨʉɚɝᵻᵿ');
const stressMarks = new Set(['ˈ', 'ˌ']);
/** Marks that belong to the sound before them (length, nasal, aspiration, syllabic…). */
const modifier = /^(?:\p{M}|[ːˑʰʲʷˠˤ])$/u;
const obstruents = new Set(['p', 'b', 't', 'd', 'k', 'ɡ', 'g', 'f', 'v', 'θ', 'ð', 'x', 'χ', 'ʃ', 'c', 'ɟ']);
const liquidsAndGlides = new Set(['l', 'ɫ', 'r', 'ɾ', 'ɹ', 'ʁ', 'ʀ', 'j', 'w', 'ʎ']);
const sibilants = new Set(['s', 'ʃ']);
/** What may follow s at the start of a syllable (sp, st, sk, sm, sn). */
const afterS = new Set(['p', 't', 'k', 'm', 'n']);
const affricates = new Set(['tʃ', 'dʒ', 'ts', 'dz', 'pf']);

/** Splits an IPA word into sounds: a letter with its modifiers, or an affricate, or a stress mark. */
function sounds(word: string): string[] {
  const out: string[] = [];
  for (const char of word) {
    const last = out[out.length - 1];
    if (last !== undefined && !stressMarks.has(last) && (modifier.test(char) || affricates.has(last + char)))
      out[out.length - 1] = last + char;
    else out.push(char);
  }
  return out;
}

const isVowel = (sound: string): boolean => vowels.has(sound.charAt(0));

/**
 * Moves each stress mark to the start of its syllable: over the consonants before the vowel, as
 * far as a plausible onset goes (one consonant; two for an obstruent before a liquid or glide;
 * where the language allows, s before a stop, and s + stop + liquid), and to the start of the
 * word when no vowel comes before. An approximation of syllable division, good for the common
 * cases.
 */
export function moveStressMarks(word: string, options: { sClusterOnsets?: boolean } = {}): string {
  const parts = sounds(word);
  for (let index = 0; index < parts.length; index += 1) {
    const mark = parts[index];
    if (mark === undefined || !stressMarks.has(mark)) continue;
    let start = index;
    while (start > 0) {
      const before = parts[start - 1];
      if (before === undefined || isVowel(before) || stressMarks.has(before)) break;
      start -= 1;
    }
    const consonants = parts.slice(start, index);
    const reachesStart = start === 0;
    const onset = reachesStart ? consonants.length : onsetLength(consonants, options.sClusterOnsets ?? false);
    const target = index - onset;
    if (target === index) continue;
    parts.splice(index, 1);
    parts.splice(target, 0, mark);
  }
  return parts.join('');
}

function onsetLength(consonants: readonly string[], sClusterOnsets: boolean): number {
  const n = consonants.length;
  if (n === 0) return 0;
  const base = (sound: string | undefined): string => sound?.charAt(0) ?? '';
  const last = base(consonants[n - 1]);
  const second = base(consonants[n - 2]);
  const third = base(consonants[n - 3]);
  if (sClusterOnsets && n >= 3 && sibilants.has(third) && afterS.has(second) && liquidsAndGlides.has(last))
    return 3;
  if (n >= 2 && obstruents.has(second) && liquidsAndGlides.has(last) && consonants[n - 2]?.length === 1)
    return 2;
  if (sClusterOnsets && n >= 2 && sibilants.has(second) && afterS.has(last)) return 2;
  return 1;
}
