import { describe, expect, it } from 'vitest';
import { ankiFieldText } from './anki-field-text.js';

describe("the word in an Anki note's field", () => {
  it('is the text without HTML and entities', () => {
    expect(ankiFieldText('<div><b>la&nbsp;casa</b></div>')).toBe('la casa');
    expect(ankiFieldText('caf&eacute; &amp; t&#233; &#x263a;')).toBe('caf&eacute; & té ☺');
  });

  it('is the first line only', () => {
    expect(ankiFieldText('perro<br>a dog, as in "el perro ladra"')).toBe('perro');
    expect(ankiFieldText('<div></div><div>gato</div><div>cat</div>')).toBe('gato');
  });

  it('drops sounds, keeps the answer of a cloze and the base of furigana', () => {
    expect(ankiFieldText('[sound:casa.mp3]casa')).toBe('casa');
    expect(ankiFieldText('{{c1::hablamos::verb}}')).toBe('hablamos');
    expect(ankiFieldText(' 日本[にほん]')).toBe('日本');
    expect(ankiFieldText('<ruby>漢字<rt>かんじ</rt></ruby>')).toBe('漢字');
  });

  it('never yields a NUL or half a surrogate pair from an entity', () => {
    expect(ankiFieldText('a&#0;b&#xD800;c')).toBe('abc');
  });
});
