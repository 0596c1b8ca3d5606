import { AiLimits, AiMessages, Messages, StudyPageMessages, type VocabularyWord } from '@cinevocab/core';
import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { translationQueryOptions, definitionOf, TitleLines, translationTitleOf } from '@/title-words';
import type { StudyPageProps, TitleStudy } from '../hooks/use-title-study';

export interface WordDefinitionProps {
  word: VocabularyWord;
  study: TitleStudy;
  page: Pick<StudyPageProps, 'title' | 'learning' | 'native'>;
  /** The title's lines shown as the example; none leaves the example out. */
  examples?: number;
  /** Whether the word's forms are marked in the example. */
  isHighlighted?: boolean;
}

/**
 * A word's definition and example: the AI service's answer when there is one (kept
 * with the word's progress, or asked for now: the definition in the learning language, and the
 * translation), else a note that there is none; and the title's own line as the example.
 */
export function WordDefinition({
  word,
  study,
  page: { title, learning, native },
  examples = 1,
  isHighlighted = false,
}: WordDefinitionProps) {
  const stored = study.answerOf(word.token);
  const lines = study.linesFor(word, AiLimits.sentencesPerTranslation);
  const asked = useQuery({
    ...translationQueryOptions({
      word: word.name,
      sentences: lines.map((line) => line.sentence),
      word_language: learning,
      target_language: native,
      pos: word.pos,
      title: translationTitleOf(title),
    }),
    enabled: stored === null,
  });
  const { keepAnswer } = study;
  const answer = asked.data?.ai_response;
  useEffect(() => {
    if (answer) keepAnswer(word, answer);
  }, [answer, word, keepAnswer]);

  const response = stored ?? answer ?? null;
  const definition = definitionOf(response, learning, native);
  const translation = study.translationOf(word.token) || response?.translation || '';
  const isAsking = stored === null && asked.isPending;

  return (
    <Stack gap={6}>
      {isAsking ? (
        <Loader size="xs" aria-label={Messages.loading} />
      ) : (
        <>
          {translation && (
            <Text size="sm">
              <Text span fw={600}>
                {AiMessages.translation}:
              </Text>{' '}
              {translation}
            </Text>
          )}
          {definition ? (
            <Text size="sm">
              <Text span fw={600}>
                {AiMessages.definition}:
              </Text>{' '}
              {definition}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {StudyPageMessages.noDefinition}
            </Text>
          )}
        </>
      )}
      {examples > 0 && (
        <TitleLines
          lines={lines.slice(0, examples)}
          title={title}
          learning={learning}
          native={native}
          forms={isHighlighted ? word.forms : []}
        />
      )}
    </Stack>
  );
}
