import {
  Messages,
  SubtitleUploadFieldsSchema,
  TranslateRequestSchema,
  UpdateUserSchema,
} from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { parseOrThrow } from './validation.js';

function messagesOfRefusal(run: () => unknown): readonly string[] | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') return error.messages;
    throw error;
  }
  throw new Error('The input was accepted.');
}

describe('a request a contract refuses', () => {
  it('lists every problem after its field, in zod’s English where the contract has no words of its own', () => {
    expect(
      messagesOfRefusal(() =>
        parseOrThrow(TranslateRequestSchema, {
          word: '  ',
          sentences: ['a', 'b', 'c', 'd', 'e', 'f'],
          word_language: 'hi',
          target_language: 'en',
        }),
      ),
    ).toEqual([
      'word: Too small: expected string to have >=1 characters',
      'sentences: Too big: expected array to have <=5 items',
      'word_language: Invalid option: expected one of "en"|"es"|"de"|"fr"|"da"|"it"',
    ]);
    expect(
      messagesOfRefusal(() =>
        parseOrThrow(SubtitleUploadFieldsSchema, { media_type: 'film', content_id: '0', language: 'es' }),
      ),
    ).toEqual([
      'media_type: Invalid option: expected one of "movie"|"episode"',
      'content_id: Too small: expected number to be >0',
    ]);
  });

  it('keeps the words a contract gives', () => {
    expect(messagesOfRefusal(() => parseOrThrow(UpdateUserSchema, { name: 'Ann\u0000', image: 5 }))).toEqual([
      `name: ${Messages.textNotStorable}`,
      'image: Invalid input: expected string, received number',
    ]);
    expect(
      messagesOfRefusal(() =>
        parseOrThrow(SubtitleUploadFieldsSchema, { media_type: 'episode', content_id: '12', language: 'es' }),
      ),
    ).toEqual(['tv_id: tv_id, season_number and episode_number are required for an episode']);
  });
});
