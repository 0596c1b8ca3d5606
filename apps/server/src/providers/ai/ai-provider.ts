import type {
  AiProviderKind,
  AiResponse,
  Exercise,
  GenerateExercisesRequest,
  TranslateRequest,
} from '@cinevocab/core';

/** What a provider makes of an exercise request: the exercises, and why there are few, if so. */
export interface GeneratedExercises {
  exercises: Exercise[];
  /** Why the session as a whole has few exercises (no dictionary for the pair), or null. */
  notice: string | null;
  /** The session's words the dictionary lacks: each is said beside its own exercises, not above all. */
  wordsNotInDictionary: string[];
}

/** A provider's translation of a word. */
export interface ProviderTranslation {
  response: AiResponse;
  /**
   * False when a part failed for a passing reason (the machine translation timed out): the
   * answer is given but not stored, so the next ask tries again.
   */
  isComplete: boolean;
}

/**
 * The AI service's one interface: an OpenAI-compatible model, or offline data. Either
 * fails with an AppError the routes answer as it is.
 */
export interface AiProvider {
  readonly kind: AiProviderKind;
  /**
   * Names what answers: the model and its prompts' version, or the offline data's version. It is
   * part of a stored translation's key, so a change of model or data is never answered from old
   * answers.
   */
  readonly id: string;
  translate(request: TranslateRequest): Promise<ProviderTranslation>;
  generateExercises(request: GenerateExercisesRequest): Promise<GeneratedExercises>;
}
