// Formatting markup of the three formats. None of it is dialogue.

const OVERRIDE_BLOCK = /\{([^{}]*)\}/g;
const DRAWING_MODE = /\\p(\d+)/g;

/**
 * Removes ASS override blocks (`{\an8}`, `{\i1}`, `{\pos(10,20)}`; ASS shows nothing in braces, and
 * SRT files carry `{\an8}` too) and the vector drawings that `{\p1}` … `{\p0}` enclose, whose text
 * is shape commands (`m 0 0 l 100 0`), not words.
 */
export function stripOverrideBlocks(text: string): string {
  if (!text.includes('{')) return text;
  let kept = '';
  let isDrawing = false;
  let from = 0;
  for (const block of text.matchAll(OVERRIDE_BLOCK)) {
    if (!isDrawing) kept += text.slice(from, block.index);
    for (const drawing of (block[1] ?? '').matchAll(DRAWING_MODE)) isDrawing = drawing[1] !== '0';
    from = block.index + block[0].length;
  }
  if (!isDrawing) kept += text.slice(from);
  return kept;
}

/** ASS hard and soft line breaks become line breaks; `\h` is a non-breaking space. */
export function expandAssEscapes(text: string): string {
  return text.replace(/\\[Nn]/g, '\n').replace(/\\h/g, ' ');
}

/** A WebVTT voice span, `<v Roger>` or `<v.loud Roger>`: the start of a speaker's turn. */
// `[^<>]` rather than `[^>]`: a run of `<v ` without `>` must not be rescanned from every `<`.
export const VOICE_TAG = /<v(?:\.[^\s<>]*)?(?:[ \t][^<>]*)?>/g;

// Timestamps inside WebVTT cue text (karaoke timing): <00:00:01.500>.
const TIMESTAMP_TAG = /<\d[\d:.]*>/g;
// <i>, </i>, <b>, <u>, <font color="…">, <c.yellow>, </c>, </v>, <ruby>, <lang en>…
const TAG = /<\/?[a-zA-Z][\w.-]*(?:\s[^<>]*)?>/g;

/** Removes HTML-like tags and WebVTT timestamps (voice tags should be handled before). */
export function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(TIMESTAMP_TAG, '').replace(TAG, '');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;
const MAX_CODE_POINT = 0x10ffff;

function fromCodePoint(codePoint: number, entity: string): string {
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return codePoint > 0 && codePoint <= MAX_CODE_POINT && !isSurrogate
    ? String.fromCodePoint(codePoint)
    : entity;
}

/** Decodes `&amp;` `&lt;` `&gt;` `&nbsp;` `&#39;` `&#x27;`…; unknown names are left as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10), entity);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), entity);
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? entity;
  });
}
