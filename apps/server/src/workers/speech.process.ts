/**
 * eSpeak NG in a process of its own (process-pronouncer.ts starts it on the first word and ends
 * it when words stop coming): its voices take about 40 MB that the synthesiser keeps for as long
 * as it lives, and only a process gives them back. Answers each request `{ id, kind, language,
 * text }` with `{ id, value }` or `{ id, error }`, one at a time.
 */
import type { StudyLanguageCode } from '@cinevocab/core';
import { createEspeakPronouncer } from '../providers/speech/espeak-wasm-pronouncer.js';

export interface SpeechRequest {
  id: number;
  kind: 'ipa' | 'audio';
  language: StudyLanguageCode;
  text: string;
}

export type SpeechAnswer = { id: number; value: string | Uint8Array | null } | { id: number; error: string };

const pronouncer = createEspeakPronouncer();

// The server went away: nobody will ask again.
process.once('disconnect', () => process.exit(0));
process.on('message', (request: SpeechRequest) => {
  const asked = request.kind === 'ipa' ? pronouncer.ipa : pronouncer.audio;
  asked(request.language, request.text).then(
    (value) => process.send!({ id: request.id, value } satisfies SpeechAnswer),
    (error: unknown) =>
      process.send!({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
