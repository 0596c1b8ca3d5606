import {
  AiMessages,
  languageName,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
} from '@cinevocab/core';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LearnWord } from '@/lib/learn-words-state';
import { speak } from '@/lib/speech';
import { definitionOf, translationQueryOptions } from '@/title-words';
import classes from './learn-words-drill.module.css';

export interface DrillAnswerProps {
  word: LearnWord;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * The drill's answer: the word's translation and definition, asked of the AI service (offline
 * dictionaries or the model) through the same cache as the other screens, and the title's lines
 * with the word, each with its translation when the service gave one. A part the service could not
 * give is left out, and its notice says why.
 */
export function DrillAnswer({ word, learning, native }: DrillAnswerProps) {
  const answer = useQuery(
    translationQueryOptions({
      word: word.name,
      sentences: [...word.sentences],
      word_language: learning,
      target_language: native,
      pos: word.pos ?? null,
    }),
  );
  const response = answer.data?.ai_response;
  const translation = response?.translation || word.translation || '';
  const definition = definitionOf(response, learning, native);
  const translatedLine = new Map(
    (response?.translated_sentences ?? []).map((each) => [each.original.trim(), each.translation]),
  );

  return (
    <Stack
      gap="sm"
      w="100%"
      className={classes.answer}
      role="region"
      aria-label={StudyMessages.showAnswer}
      aria-busy={answer.isPending}
    >
      {answer.isPending ? (
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{StudyMessages.drillAnswerLoading}</Text>
        </Group>
      ) : (
        <>
          {translation && (
            <Part title={AiMessages.translation}>
              <Text fw={600} size="lg">
                {translation}
              </Text>
              {response?.translation && response.via_language && (
                <Text size="xs" c="dimmed">
                  {AiMessages.viaLanguage(languageName(response.via_language))}
                </Text>
              )}
            </Part>
          )}
          {definition && (
            <Part title={AiMessages.definition}>
              <Text size="sm">{definition}</Text>
            </Part>
          )}
          {response?.notice && (
            <Text size="xs" c="dimmed">
              {response.notice}
            </Text>
          )}
          {answer.isError && (
            <Text size="xs" c="dimmed">
              {answer.error.message}
            </Text>
          )}
        </>
      )}
      {word.sentences.length > 0 && (
        <Part title={AiMessages.inThisTitle}>
          {word.sentences.map((sentence) => (
            <div key={sentence} data-testid="drill-sentence">
              <Text className={classes.sentence} lang={learning} onClick={() => speak(sentence, learning)}>
                {sentence}
              </Text>
              {translatedLine.get(sentence.trim()) && (
                <Text size="sm" c="dimmed">
                  {translatedLine.get(sentence.trim())}
                </Text>
              )}
            </div>
          ))}
        </Part>
      )}
    </Stack>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
