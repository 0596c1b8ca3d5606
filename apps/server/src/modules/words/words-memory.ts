import type { StudyLanguageCode } from '@cinevocab/core';
import { LRUCache } from 'lru-cache';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { fullTitleKeyOf } from './catalog-title.js';
import type { StoredPart } from './title-analysis.repository.js';

/**
 * What the word service keeps in memory between requests, and what each part guarantees.
 *
 * - Summaries: answered from memory only while the title's current subtitle file is still the
 *   one they were made from, looked up after each request arrives. An upload, replacement or
 *   deletion committed on any server sharing the database is seen by every later request
 *   (decision 014). Requests arriving while a look-up runs share the next one, never the one
 *   under way, which may have read the uploads before the change (decision 029).
 * - Each title's current upload, on PGlite only: no other process can write that database, so
 *   the uploads' repository remembers the answer between its own changes and the look-up above
 *   costs no query (decision 029).
 * - Analyses under way: requests for a file being analysed wait for it instead of analysing it
 *   again (decision 007).
 * - A remote source's "no file" or failure: believed for five minutes, so page views do not
 *   spend the subtitle service's quota (decision 007).
 *
 * Decisions 007, 014 and 029 measured the summary and upload memories; sharing look-ups on
 * PostgreSQL has no figures of its own.
 */

/** How long a summary may be answered from memory (see above). */
export const summaryMemoryMs = 60_000;
/** Summaries remembered at most; the least recently asked go first. */
const summaryMemorySize = 5_000;

/** How long a remote source's "no file" or failure for a title is believed. */
export const remoteMissMemoryMs = 5 * 60_000;
/** Titles whose remote answer is remembered at most; the least recently asked go first. */
const remoteMissMemorySize = 10_000;

/**
 * The file a title's summary would be made from now, as a string that changes whenever the file
 * does (an upload's id and hash, the cast's key).
 */
export type CurrentFileOf = (title: TitleRef, learningLanguage: StudyLanguageCode) => Promise<string>;

/** Summaries answered lately, checked against the title's current file on every request. */
export function createSummaryMemory(currentFileOf: CurrentFileOf) {
  const summaries = new LRUCache<string, { answer: StoredPart<'summary'>; madeFrom: string }>({
    max: summaryMemorySize,
    ttl: summaryMemoryMs,
  });
  const currentFiles = createFreshReads<string>();

  return async function summaryOf(
    title: TitleRef,
    learningLanguage: StudyLanguageCode,
    lexiconVersion: string,
    makeSummary: () => Promise<StoredPart<'summary'>>,
  ): Promise<StoredPart<'summary'>> {
    const titleKey = `${fullTitleKeyOf(title)}:${learningLanguage}`;
    // Looked up before the answer is made: a file replaced meanwhile then fails the next check.
    const madeFrom = await currentFiles(titleKey, () => currentFileOf(title, learningLanguage));
    const key = `${titleKey}:${lexiconVersion}`;
    const remembered = summaries.get(key);
    if (remembered?.madeFrom === madeFrom) return remembered.answer;
    const answer = await makeSummary();
    summaries.set(key, { answer, madeFrom });
    return answer;
  };
}

/**
 * Reads that callers asking at the same moment share, without any of them being answered from a
 * read that began before it asked.
 *
 * A caller arriving while no read of its key runs starts one. A caller arriving while one runs
 * waits for the next, which starts as soon as the running one ends and answers everyone who
 * arrived in between. So each caller gets what was there when it asked or later, as if it had
 * read alone. Under load a key costs one read at a time, however many callers wait for it.
 * (Libraries that share requests, such as p-memoize, let a caller join the read already running,
 * which is exactly what must not happen here.)
 */
export function createFreshReads<T>() {
  /** Keys whose read is running now. */
  const running = new Set<string>();
  /** The callers waiting for the next read of a key, with the read they asked for. */
  const next = new Map<string, { read: () => Promise<T>; answer: Promise<T>; settle: Settle<T> }>();

  function start(key: string, read: () => Promise<T>, settle: Settle<T>) {
    running.add(key);
    let result: Promise<T>;
    try {
      result = read();
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(settle.resolve, settle.reject).finally(() => {
      running.delete(key);
      const waiting = next.get(key);
      if (!waiting) return;
      next.delete(key);
      start(key, waiting.read, waiting.settle);
    });
  }

  return function readFresh(key: string, read: () => Promise<T>): Promise<T> {
    const waiting = next.get(key);
    if (waiting) return waiting.answer;
    let settle!: Settle<T>;
    const answer = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    if (running.has(key)) next.set(key, { read, answer, settle });
    else start(key, read, settle);
    return answer;
  };
}

interface Settle<T> {
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** What a shared run answers when what it was to make had been stored before it began. */
export const storedMeanwhile = Symbol('stored meanwhile');

/**
 * Runs `job` once per key at a time: callers arriving while it runs get the same promise. The
 * run first looks whether the result is stored by now (`storedMeanwhile`): a caller that looked
 * in the store just before another's run saved its analysis, and arrives once that run is over,
 * would otherwise analyse the same file again.
 */
export function createSharedRuns<T>() {
  const running = new Map<string, Promise<T | typeof storedMeanwhile>>();
  return function runOnce(
    key: string,
    isStored: () => Promise<boolean>,
    job: () => Promise<T>,
  ): Promise<T | typeof storedMeanwhile> {
    let run = running.get(key);
    if (!run) {
      run = (async () => ((await isStored()) ? storedMeanwhile : job()))().finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };
}

/** Remote look-ups that found nothing (`failure` null) or failed, by title, language and source. */
export function createRemoteMisses() {
  return new LRUCache<string, { failure: unknown }>({ max: remoteMissMemorySize, ttl: remoteMissMemoryMs });
}

/** Titles and languages whose current upload (or its absence) is remembered at most. */
const rememberedTitles = 10_000;

/**
 * The current upload of each title and language (or that there is none), for a database no other
 * process writes. Every change goes through `change`, which forgets everything; a look-up that
 * overlapped a change is not kept, whichever ended first, as it may have read the uploads before
 * the change committed.
 */
export function createCurrentUploadMemory<Upload extends object>() {
  const remembered = new LRUCache<string, { upload: Upload | null }>({ max: rememberedTitles });
  /** Changes begun and ended so far: a look-up keeps its answer only if none happened meanwhile. */
  let changes = 0;
  return {
    async find(key: string, read: () => Promise<Upload | null>): Promise<Upload | null> {
      const known = remembered.get(key);
      if (known) return known.upload;
      const changesBefore = changes;
      const upload = await read();
      if (changes === changesBefore) remembered.set(key, { upload });
      return upload;
    },
    async change<T>(write: () => Promise<T>): Promise<T> {
      changes += 1;
      remembered.clear();
      try {
        return await write();
      } finally {
        changes += 1;
        remembered.clear();
      }
    },
  };
}

export type CurrentUploadMemory<Upload extends object> = ReturnType<typeof createCurrentUploadMemory<Upload>>;

const memories = new WeakMap<object, CurrentUploadMemory<object>>();

/**
 * One memory per database, shared by every repository on it (a test may serve one database from
 * two apps), so a change made through any of them is seen by all.
 */
export function currentUploadMemoryOf<Upload extends object>(database: object): CurrentUploadMemory<Upload> {
  let memory = memories.get(database);
  if (!memory) memories.set(database, (memory = createCurrentUploadMemory<object>()));
  return memory as CurrentUploadMemory<Upload>;
}
