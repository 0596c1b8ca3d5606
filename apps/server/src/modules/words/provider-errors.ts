import { WordMessages } from '@cinevocab/core';
import { AppError } from '../../http/app-error.js';
import { SubtitleProviderError } from '../../providers/subtitles/subtitle-source.js';

/** A subtitle service's failure, as the user reads it. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SubtitleProviderError)) throw error;
    if (error.reason === 'quota') throw new AppError('RATE_LIMITED', WordMessages.subtitleQuotaReached);
    if (error.reason === 'rate-limited') {
      throw new AppError('RATE_LIMITED', WordMessages.subtitleProviderUnavailable);
    }
    throw new AppError('UPSTREAM_FAILED', WordMessages.subtitleProviderUnavailable);
  }
}
