import type { LemmaTable } from '../tables/lemma-table.js';
import type { ResolvedToken } from './types.js';

/** The letters German and Danish put between a compound's parts (Arbeitsplatz, Sonnenschein, julemand). */
export const linkingLetters: readonly string[] = ['', 's', 'es', 'n', 'en', 'e', 'er'];

/**
 * Can `modifier` open a compound? It must be a content word our readings know, as written or
 * less its linking letters: a noun in any form (Bücherregal, Kinderarzt) or less its -e
 * (Schulbus), a verb's stem
 * (Schreibtisch: schreiben) or an adjective as it stands (Großstadt). Not a word inflected as an
 * adjective (größtenteils is no Größten-Teil), a function word (dergleichen, vonnöten) or a
 * scrap (Editieren is no Edi-Tier, Luftverschmutzungen no Luftverschmut-Zunge).
 */
export function isCompoundModifier(modifier: string, table: LemmaTable, depth = 0): boolean {
  if (isModifierWord(modifier, table)) return true;
  if (depth >= 2) return false;
  // A compound itself (Bundestagswahl-kampf, Frühwarn-system), whose first part has four letters
  // or more (Boykottieren is no Boy-Kot-Tier).
  for (let split = 4; split <= modifier.length - 3; split += 1) {
    if (
      isModifierWord(modifier.slice(split), table) &&
      isCompoundModifier(modifier.slice(0, split), table, depth + 1)
    )
      return true;
  }
  return false;
}

/** A content word, less its linking letters. */
function isModifierWord(modifier: string, table: LemmaTable): boolean {
  for (const ending of linkingLetters) {
    if (!modifier.endsWith(ending)) continue;
    const stem = modifier.slice(0, modifier.length - ending.length);
    if (stem.length >= 3 && (isNounOrStem(stem, table) || isVerbStem(stem, table))) return true;
  }
  return false;
}

function isNounOrStem(stem: string, table: LemmaTable): boolean {
  // A noun in -e or -en often drops it in front (Schulbus, Finanzmarkt, Sprachkurs).
  if ([`${stem}e`, `${stem}en`].some((noun) => table.readings(noun)?.[0]?.[0]?.pos === 'NOUN')) return true;
  return (table.readings(stem) ?? []).some((reading) => {
    const part = reading.length === 1 ? reading[0] : undefined;
    if (part === undefined) return false;
    return part.pos === 'NOUN' || (part.pos === 'ADJ' && part.lemma.toLowerCase() === stem);
  });
}

function isVerbStem(stem: string, table: LemmaTable): boolean {
  const infinitive = `${stem}en`;
  return (table.readings(infinitive) ?? []).some(
    (reading) => reading.length === 1 && reading[0]?.pos === 'VERB' && reading[0].lemma === infinitive,
  );
}

/**
 * A compound's modifier and its head's lemma: the longest end of `key` (at least `minHead` letters)
 * that `headOf` reads as a noun, after a modifier of three letters or more that can open a
 * compound (Hausaufgaben → haus + Aufgabe, kuffertlåget → kuffert + låg).
 */
export function splitCompound(
  key: string,
  table: LemmaTable,
  headOf: (head: string, table: LemmaTable) => string | undefined,
  minHead: number,
): { modifier: string; head: string } | undefined {
  for (let split = 3; split <= key.length - minHead; split += 1) {
    const head = headOf(key.slice(split), table);
    if (head === undefined) continue;
    const modifier = key.slice(0, split);
    if (isCompoundModifier(modifier, table)) return { modifier, head };
  }
  return undefined;
}

/**
 * A form the readings lack that the ending rules could only keep as written (lemma = form): what a
 * compound rule may read again. A guess that found another lemma (Hochschulen → Hochschule) stands.
 */
export function isKeptAsWritten(token: ResolvedToken): boolean {
  return token.isGuessed === true && token.lemma.toLowerCase() === token.piece.key;
}

/** No reading knows the form, or the ending rules could only keep it as written: a rule may read it. */
export function isUnread(token: ResolvedToken): boolean {
  return token.pos === null || isKeptAsWritten(token);
}
