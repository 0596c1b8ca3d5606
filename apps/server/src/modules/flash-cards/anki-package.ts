import { createHash } from 'node:crypto';
import type { FlashCard } from '@cinevocab/core';
import { strToU8, zipSync } from 'fflate';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { sentenceTimeOf } from './sentence-time.js';

/**
 * An Anki package (.apkg) of flash cards: a zip of `collection.anki2`, an SQLite database in
 * Anki's schema 11 (the one every Anki since 2.0 imports, as genanki writes it), and `media`, the
 * JSON index of media files (none). One note type with a Front and a Back field, one deck.
 */

/** Fixed ids, so importing a newer export reuses the note type and the deck instead of copying them. */
export const ankiModelId = 1_716_400_000_001;
export const ankiDeckId = 1_716_400_000_002;
export const ankiDeckName = 'CineVocab';
/**
 * Not plain 'Basic': Anki gives its own Basic type another id in each collection, and would
 * import ours as 'Basic-1a2b3'.
 */
export const ankiModelName = 'CineVocab Basic';

const schema = `
CREATE TABLE col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null, tags text not null
);
CREATE TABLE notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
CREATE TABLE cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
CREATE TABLE revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** SQLite compiled to WebAssembly, loaded once, on the first export. */
let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSqlJs = () => (sqlJs ??= initSqlJs());

const css =
  '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }\n' +
  '.sentence { margin-top: 12px; font-style: italic; }\n.source { font-size: 14px; color: #666; }\n';

function collectionJson(now: Date) {
  const seconds = Math.floor(now.getTime() / 1000);
  const deck = (id: number, name: string) => ({
    id,
    name,
    desc: '',
    conf: 1,
    dyn: 0,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 10,
    extendRev: 50,
    mod: seconds,
    usn: -1,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  });
  const conf = {
    activeDecks: [1],
    addToCur: true,
    collapseTime: 1200,
    curDeck: 1,
    curModel: String(ankiModelId),
    dueCounts: true,
    estTimes: true,
    newBury: true,
    newSpread: 0,
    nextPos: 1,
    sortBackwards: false,
    sortType: 'noteFld',
    timeLim: 0,
  };
  const field = (name: string, ord: number) => ({
    name,
    ord,
    font: 'Arial',
    media: [],
    rtl: false,
    size: 20,
    sticky: false,
  });
  const models = {
    [ankiModelId]: {
      id: ankiModelId,
      name: ankiModelName,
      type: 0,
      did: ankiDeckId,
      mod: seconds,
      usn: -1,
      sortf: 0,
      flds: [field('Front', 0), field('Back', 1)],
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
          bqfmt: '',
          bafmt: '',
          did: null,
        },
      ],
      // The card needs its Front.
      req: [[0, 'all', [0]]],
      css,
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n' +
        '\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      tags: [],
      vers: [],
    },
  };
  const decks = { 1: deck(1, 'Default'), [ankiDeckId]: deck(ankiDeckId, ankiDeckName) };
  const dconf = {
    1: {
      id: 1,
      name: 'Default',
      mod: 0,
      usn: 0,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: {
        bury: true,
        delays: [1, 10],
        initialFactor: 2500,
        ints: [1, 4, 7],
        order: 1,
        perDay: 20,
        separate: true,
      },
      lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
      rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 100 },
    },
  };
  return { conf, models, decks, dconf };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Back: translation, definition, pronunciation, and the title's first sentence with its time. */
export function ankiBackOf(card: FlashCard): string {
  const parts: string[] = [];
  if (card.translation) parts.push(`<div><b>${escapeHtml(card.translation)}</b></div>`);
  if (card.definition) parts.push(`<div>${escapeHtml(card.definition)}</div>`);
  if (card.pronunciation) parts.push(`<div>${escapeHtml(card.pronunciation)}</div>`);
  const sentence = card.context_sentences[0];
  if (sentence) {
    const source = [sentenceTimeOf(sentence.time), card.title ?? ''].filter(Boolean).join(' · ');
    parts.push(
      `<div class="sentence">${escapeHtml(sentence.original)}` +
        (sentence.translation ? `<br>${escapeHtml(sentence.translation)}` : '') +
        (source ? `<br><span class="source">${escapeHtml(source)}</span>` : '') +
        '</div>',
    );
  }
  return parts.join('\n');
}

const base91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** A note's guid from the card's id, in Anki's base 91: importing again updates the same notes. */
function guidOf(cardId: string): string {
  let value = createHash('sha256').update(`cinevocab:${cardId}`).digest().readBigUInt64BE(0);
  let guid = '';
  do {
    guid = base91[Number(value % 91n)]! + guid;
    value /= 91n;
  } while (value > 0n);
  return guid;
}

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the sort field without HTML. */
function checksumOf(sortField: string): number {
  const text = sortField.replace(/<[^>]*>/g, '');
  return parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);
}

/** The package's bytes: every card a new note of the deck, in the order given. */
export async function ankiPackageOf(cards: readonly FlashCard[], now: Date): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(schema);
    const { conf, models, decks, dconf } = collectionJson(now);
    const milliseconds = now.getTime();
    const seconds = Math.floor(milliseconds / 1000);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds,
      milliseconds,
      milliseconds,
      JSON.stringify(conf),
      JSON.stringify(models),
      JSON.stringify(decks),
      JSON.stringify(dconf),
      '{}',
    ]);
    const note = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const card = db.prepare(
      'INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)',
    );
    try {
      db.run('BEGIN');
      cards.forEach((flashCard, index) => {
        // Anki's ids are creation times in milliseconds; consecutive ones keep them unique.
        const noteId = milliseconds + index;
        const cardId = milliseconds + cards.length + index;
        const front = escapeHtml(flashCard.word);
        note.run([
          noteId,
          guidOf(flashCard.id),
          ankiModelId,
          seconds,
          ' cinevocab ',
          `${front}\u001f${ankiBackOf(flashCard)}`,
          front,
          checksumOf(front),
          '',
        ]);
        // A new card: `due` is its place in the queue of new cards.
        card.run([cardId, noteId, ankiDeckId, seconds, index + 1, '']);
      });
      db.run('COMMIT');
    } finally {
      note.free();
      card.free();
    }
    const collection = db.export();
    return zipSync({ 'collection.anki2': collection, media: strToU8('{}') });
  } finally {
    db.close();
  }
}
