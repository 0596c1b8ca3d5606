import { z } from 'zod/mini';
import { StorableTextSchema } from './input.js';
import { StudyLanguageCodeSchema } from './language-schemas.js';

/** A word or a sentence spoken by the server, for browsers that have no voice for the language. */

export const SpeechLimits = {
  /** A subtitle sentence fits; a longer text is not something a learner clicks to hear. */
  textMaxLength: 200,
} as const;

/** GET /api/speech/:language */
export const SpeechParamsSchema = z.object({ language: StudyLanguageCodeSchema });
export type SpeechParams = z.infer<typeof SpeechParamsSchema>;

/** ?text= */
export const SpeechQuerySchema = z.object({
  text: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(SpeechLimits.textMaxLength)),
});
export type SpeechQuery = z.infer<typeof SpeechQuerySchema>;

/** Where the spoken text is: a WAV file, for an <audio> element's src. */
export const speechAudioPath = (language: string, text: string): string =>
  `/api/speech/${encodeURIComponent(language)}?text=${encodeURIComponent(text)}`;
