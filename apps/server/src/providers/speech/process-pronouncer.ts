import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StudyLanguageCode } from '@cinevocab/core';
import { workerExecArgv } from '../../workers/analysis-pool.js';
import type { SpeechAnswer, SpeechRequest } from '../../workers/speech.process.js';
import { workerFileOf } from '../../workers/worker-file.js';
import { espeakSource, isApproximate } from './espeak-wasm-pronouncer.js';
import type { Pronouncer } from './pronouncer.js';

/** Words stop coming for this long: the process ends and its memory goes back to the system. */
export const speechIdleMs = 2 * 60_000;

/**
 * eSpeak NG in a process of its own (workers/speech.process.ts), started on the first word and
 * ended after `speechIdleMs` without one: the synthesiser keeps its 24 MB of voices (and as much
 * again of its own) for as long as it lives, which a server holding every language's tables could
 * not spare all day. A process that died is started again by the next word.
 */
export function createProcessPronouncer(idleMs = speechIdleMs): Pronouncer & { close(): void } {
  let child: ChildProcess | undefined;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  function failAll(reason: string): void {
    for (const { reject } of waiting.values()) reject(new Error(reason));
    waiting.clear();
  }

  function started(): ChildProcess {
    if (child !== undefined && child.connected) return child;
    const process = fork(fileURLToPath(workerFileOf('speech.process')), [], {
      execArgv: workerExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    process.on('message', (answer: SpeechAnswer) => {
      const asker = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) asker?.reject(new Error(answer.error));
      else asker?.resolve(answer.value);
    });
    process.once('exit', () => {
      if (child === process) child = undefined;
      failAll('the speech process stopped');
    });
    // Never keeps the server alive on its own.
    process.unref();
    process.channel?.unref();
    child = process;
    return process;
  }

  function restartIdleTimer(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (waiting.size === 0) child?.kill('SIGTERM');
    }, idleMs);
    idleTimer.unref();
  }

  function ask<T>(kind: SpeechRequest['kind'], language: StudyLanguageCode, text: string): Promise<T> {
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    started().send({ id, kind, language, text } satisfies SpeechRequest);
    restartIdleTimer();
    return answer;
  }

  return {
    source: espeakSource,
    isApproximate,
    ipa: (language, text) => ask<string | null>('ipa', language, text),
    audio: (language, text) => ask<Uint8Array | null>('audio', language, text),
    close() {
      clearTimeout(idleTimer);
      child?.kill('SIGTERM');
    },
  };
}
