import { type AiResponse, AiResponseSchema } from '@cinevocab/core';

/** A translation kept with a word's progress (serialised), or null when there is none. */
export function parseStoredTranslation(text: string | null | undefined): AiResponse | null {
  if (!text) return null;
  try {
    const parsed = AiResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const serialiseTranslation = (response: AiResponse): string => JSON.stringify(response);
