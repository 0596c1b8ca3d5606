/**
 * The word in an Anki field, without what Anki keeps around it: HTML (a field is HTML), sounds
 * (`[sound:casa.mp3]`), cloze deletions (`{{c1::casa::hint}}` → casa), furigana (`漢字[かんじ]`
 * → 漢字) and ruby annotations, HTML entities, and anything after the first line break (the word
 * is on the first line; a second one holds a note or an example).
 */
export function ankiFieldText(field: string): string {
  let text = field
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/\{\{c\d+::(.*?)(?:::.*?)?\}\}/g, '$1')
    .replace(/<rt\b[^>]*>.*?<\/rt>/gis, '')
    .replace(/<rp\b[^>]*>.*?<\/rp>/gis, '')
    .replace(/<(?:br|hr)\b[^>]*>|<\/(?:div|p|li|tr|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  text = decodeEntities(text);
  // Anki's furigana: an optional space, the base, and its reading in brackets.
  text = text.replace(/ ?([^\s[\]]+)\[[^\]]*\]/g, '$1');
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return firstLine.replace(/\s+/g, ' ').trim();
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // A NUL, half of a surrogate pair or a code past Unicode is no character of a word.
      const isCharacter = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return isCharacter ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? entity;
  });
}
