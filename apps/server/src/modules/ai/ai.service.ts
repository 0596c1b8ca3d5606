import { createHash } from 'node:crypto';
import {
  AiMessages,
  languageName,
  WordMessages,
  type AiResponse,
  AiResponseSchema,
  type GenerateExercisesRequest,
  type GenerateExercisesResponse,
  type TranslateRequest,
  type TranslateResponse,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AiProvider } from '../../providers/ai/ai-provider.js';
import type { AiTranslationRepository, TranslationKey } from './ai.repository.js';
import type { RateLimiter } from './rate-limit.repository.js';
import type { LineTranslationService } from '../line-translations/index.js';
import { titleRefOf } from '../words/index.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';

/** How the offline provider names its machine-translated lines among an answer's sources. */
const machineTranslationSource = AiMessages.apertiumSource(AiMessages.offlineMachineTranslation);

/** The title a translate request names, as the subtitle sources know it. */
function titleOfRequest(title: NonNullable<TranslateRequest['title']>): TitleRef {
  return titleRefOf({ ...title, content_id: title.tmdb_id }, WordMessages.episodeDetailsNotAvailable);
}

export interface AiServiceDependencies {
  provider: AiProvider;
  translations: AiTranslationRepository;
  /** Counts each learner's calls to the provider; stored answers are not counted. */
  limiter: RateLimiter;
  logger: FastifyBaseLogger;
  /** The title's own lines in the learner's language, which translate its sentences first. */
  lineTranslations?: Pick<LineTranslationService, 'translateSentences'>;
}

/** The stored translation's key: the word lower-case, the pair, what came with it, the provider. */
export function translationKeyOf(request: TranslateRequest, providerId: string): TranslationKey {
  const context = JSON.stringify({ sentences: request.sentences, pos: request.pos ?? null });
  return {
    word: request.word.trim().toLocaleLowerCase(),
    wordLanguage: request.word_language,
    targetLanguage: request.target_language,
    contextHash: createHash('sha256').update(context).digest('hex'),
    providerId,
  };
}

/**
 * The AI service: a word's translation, asked of the provider once and
 * then read from the database by every learner; exercises made fresh each time. Each learner
 * may make AiLimits.requestsPerMinute provider calls a minute (a setting); a failure stores nothing.
 */
export function createAiService(dependencies: AiServiceDependencies) {
  const { provider, translations, limiter, logger } = dependencies;
  /**
   * Translations being looked up or asked for, by key: a learner asking the same at the same
   * moment waits for the first one's answer instead of asking the provider again.
   */
  const inFlight = new Map<string, { userId: string; answer: Promise<AiResponse> }>();

  async function takeTurn(userId: string): Promise<void> {
    if (!(await limiter.take(userId))) {
      logger.info({ userId }, 'AI requests rate limited');
      throw new AppError('RATE_LIMITED', AiMessages.rateLimited);
    }
  }

  return {
    get providerKind() {
      return provider.kind;
    },

    /** POST /api/ai/translate */
    async translate(userId: string, request: TranslateRequest): Promise<TranslateResponse> {
      const key = translationKeyOf(request, provider.id);
      const answered = async (aiResponse: AiResponse): Promise<TranslateResponse> => ({
        word: request.word,
        target_language: request.target_language,
        ai_response: await withHumanLines(dependencies, request, aiResponse),
      });
      const flightKey = JSON.stringify(key);
      const lookUpOrAsk = () => {
        const answer = (async () => {
          const stored = await translations.find(key);
          if (stored) return stored;
          await takeTurn(userId);
          return askProvider(dependencies, request, key);
        })().finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, { userId, answer });
        return answer;
      };
      const running = inFlight.get(flightKey);
      if (!running) return answered(await lookUpOrAsk());
      try {
        return await answered(await running.answer);
      } catch (error) {
        // The first asker's own limit is not this learner's: ask for them.
        const limitedOther =
          error instanceof AppError && error.code === 'RATE_LIMITED' && running.userId !== userId;
        if (!limitedOther) throw error;
        return answered(await (inFlight.get(flightKey)?.answer ?? lookUpOrAsk()));
      }
    },

    /** POST /api/ai/generate_exercises */
    async generateExercises(
      userId: string,
      request: GenerateExercisesRequest,
    ): Promise<GenerateExercisesResponse> {
      await takeTurn(userId);
      const { exercises, notice, wordsNotInDictionary } = await provider.generateExercises(request);
      return {
        exercises,
        provider: provider.kind,
        notice,
        words_not_in_dictionary: wordsNotInDictionary,
      };
    },
  };
}
export type AiService = ReturnType<typeof createAiService>;

/**
 * The sentences as the title's own subtitle in the learner's language translates them (a human
 * translation), the provider's translation for the others; said plainly when none has one.
 * Applied to stored answers too: a translation uploaded since then is used at once.
 */
async function withHumanLines(
  { lineTranslations, logger }: AiServiceDependencies,
  request: TranslateRequest,
  answer: AiResponse,
): Promise<AiResponse> {
  if (request.sentences.length === 0) return answer;
  const human =
    request.title === undefined || lineTranslations === undefined
      ? []
      : await lineTranslations
          .translateSentences(
            titleOfRequest(request.title),
            request.word_language,
            request.target_language,
            request.sentences,
          )
          .catch((error: unknown) => {
            logger.warn({ err: error }, "the title's own translated lines could not be read");
            return [];
          });
  return withTranslatedSentences(request, answer, human);
}

/**
 * The answer's sentences from the title's own lines where they have one and from the provider
 * for the others, with its sources and notices to match.
 */
function withTranslatedSentences(
  request: TranslateRequest,
  answer: AiResponse,
  human: readonly { original: string; translation: string }[],
): AiResponse {
  const byOriginal = new Map(human.map((line) => [line.original, line.translation]));
  const fromProvider = new Map(answer.translated_sentences.map((line) => [line.original, line.translation]));
  const translated = request.sentences.flatMap((original) => {
    const translation = byOriginal.get(original) ?? fromProvider.get(original) ?? '';
    return translation === '' ? [] : [{ original, translation }];
  });
  const language = languageName(request.target_language);
  const anyByProvider = translated.some((line) => !byOriginal.has(line.original));
  // The machine is named only for lines it translated: not when the title's own lines stand for all.
  const providerSources = anyByProvider
    ? answer.sources
    : answer.sources.filter((source) => source !== machineTranslationSource);
  const sources =
    human.length > 0 ? [AiMessages.humanLinesSource(language), ...providerSources] : providerSources;
  const notices = [
    answer.notice,
    translated.length === 0 ? AiMessages.noSentenceTranslation(language) : null,
  ].filter((notice): notice is string => notice !== null);
  return {
    ...answer,
    translated_sentences: translated,
    sources,
    notice: notices.length > 0 ? notices.join(' ') : null,
  };
}

/** The provider's translation, stored when it is complete. */
async function askProvider(
  { provider, translations, logger }: AiServiceDependencies,
  request: TranslateRequest,
  key: TranslationKey,
): Promise<AiResponse> {
  const started = performance.now();
  const { response, isComplete } = await provider.translate(request);
  // A provider's answer that breaks the contract is our bug: nothing of it is stored or sent.
  const answer = AiResponseSchema.parse(response);
  if (isComplete) await translations.save(key, answer);
  logger.debug(
    { provider: provider.id, ms: Math.round(performance.now() - started), stored: isComplete },
    'word translated',
  );
  return answer;
}
