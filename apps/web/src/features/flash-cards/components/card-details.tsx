import { type FlashCard, FlashCardMessages } from '@cinevocab/core';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { speak } from '@/lib/speech';
import classes from './flash-cards.module.css';

/** m:ss, as the title's sentences are timed everywhere. */
const formatTime = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * A card's answer: pronunciation, translation, definition and the title's sentences;
 * a sentence is spoken when clicked.
 */
export function CardDetails({ card }: { card: FlashCard }) {
  return (
    <Stack gap="md">
      {card.pronunciation && (
        <Part title={FlashCardMessages.pronunciation}>
          <Text>{card.pronunciation}</Text>
        </Part>
      )}
      {card.translation && (
        <Part title={FlashCardMessages.translation}>
          <Text fw={600} size="lg">
            {card.translation}
          </Text>
        </Part>
      )}
      {card.definition && (
        <Part title={FlashCardMessages.definition}>
          <Text size="sm">{card.definition}</Text>
        </Part>
      )}
      {card.context_sentences.length > 0 && (
        <Part
          title={card.title ? FlashCardMessages.fromTitle(card.title) : FlashCardMessages.contextSentences}
        >
          {card.context_sentences.map((sentence) => (
            <UnstyledButton
              key={`${sentence.time ?? ''}-${sentence.original}`}
              className={classes.sentence}
              onClick={() => speak(sentence.original, card.word_language)}
            >
              {sentence.time !== null && <span className={classes.time}>{formatTime(sentence.time)}</span>}
              <span lang={card.word_language}>{sentence.original}</span>
              {sentence.translation && (
                <Text size="sm" c="dimmed" component="span" className={classes.sentenceTranslation}>
                  {sentence.translation}
                </Text>
              )}
            </UnstyledButton>
          ))}
        </Part>
      )}
    </Stack>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
