import { parseClockTime } from './timestamps.js';
import type { ReadCues, TimedText } from './types.js';

// ASS and SSA both write this field order when an [Events] section has no Format line.
const DEFAULT_EVENT_FIELDS = [
  'layer',
  'start',
  'end',
  'style',
  'name',
  'marginl',
  'marginr',
  'marginv',
  'effect',
  'text',
];

/** Splits `a,b,c,rest, with commas` into `fieldCount` fields: the text, last, keeps its commas. */
function splitFields(value: string, fieldCount: number): string[] {
  const fields: string[] = [];
  let from = 0;
  for (let i = 0; i < fieldCount - 1; i += 1) {
    const comma = value.indexOf(',', from);
    if (comma === -1) break;
    fields.push(value.slice(from, comma));
    from = comma + 1;
  }
  fields.push(value.slice(from));
  return fields;
}

/**
 * Reads Advanced SubStation Alpha / SubStation Alpha text whose line breaks are already `\n`.
 * Only `Dialogue:` lines of the [Events] section are cues (`Comment:` lines are not); the text keeps
 * its override codes for the cleaner. Cues come back in start-time order, because ASS files list
 * events in any order (signs and dialogue are often typed in separate passes).
 */
export function readAss(text: string): ReadCues {
  let section = '';
  let fields = DEFAULT_EVENT_FIELDS;
  const cues: TimedText[] = [];
  let skipped = 0;

  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
      section = trimmed.slice(1, -1).trim().toLowerCase();
      continue;
    }
    if (section !== 'events') continue;
    const colon = trimmed.indexOf(':');
    if (colon === -1) continue;
    const kind = trimmed.slice(0, colon).trim().toLowerCase();
    const value = trimmed.slice(colon + 1).trimStart();
    if (kind === 'format') {
      fields = value.split(',').map((field) => field.trim().toLowerCase());
    } else if (kind === 'dialogue') {
      const values = splitFields(value, fields.length);
      const start = parseClockTime((values[fields.indexOf('start')] ?? '').trim());
      const end = parseClockTime((values[fields.indexOf('end')] ?? '').trim());
      const rawText = values.length === fields.length ? (values[fields.indexOf('text')] ?? '') : null;
      if (start === null || end === null || end < start || rawText === null) skipped += 1;
      else cues.push({ start, end, rawText });
    }
  }

  // Array.prototype.sort is stable, so events with the same start keep their file order.
  cues.sort((a, b) => a.start - b.start);
  return { cues, skipped };
}
