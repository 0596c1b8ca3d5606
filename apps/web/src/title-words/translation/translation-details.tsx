import {
  AiMessages,
  type AiResponse,
  AppRoutes,
  languageName,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { speak } from '@/lib/speech';
import classes from './translation.module.css';

/** The source name the offline provider gives its machine-translated lines. */
const machineTranslationSource = AiMessages.apertiumSource(AiMessages.offlineMachineTranslation);

export interface TranslationDetailsProps {
  word: string;
  response: AiResponse;
  learning: StudyLanguageCode;
  /** How many parts to show (the 600 ms animation reveals them one by one); all by default. */
  revealed?: number;
}

/**
 * What the AI says of a word: pronunciation, translation, definitions, explanation
 * and the title's sentences translated. Parts it could not give are left out, and its notice says
 * why in one line (in the meaning's place when there is no meaning); the sources and who answered
 * come last.
 */
export function TranslationDetails({ word, response, learning, revealed = 5 }: TranslationDetailsProps) {
  const definitions = Object.entries(response.definition).filter(([, text]) => text.trim() !== '');
  const explanations = Object.entries(response.explanation).filter(([, text]) => text.trim() !== '');
  return (
    <Stack gap="md" className={classes.details}>
      <Group gap="sm" align="baseline">
        <Title order={3} lang={learning}>
          {word}
        </Title>
        {response.pronunciation && revealed >= 1 && (
          <Text c="dimmed" aria-label={AiMessages.pronunciation}>
            {response.pronunciation}
          </Text>
        )}
      </Group>
      {revealed >= 2 && <Meaning response={response} />}
      {revealed >= 3 && definitions.length > 0 && (
        <Section title={AiMessages.definition}>
          {definitions.map(([code, text]) => (
            <Text key={code} size="sm">
              <Badge size="xs" variant="outline" mr={6}>
                {code}
              </Badge>
              {text}
            </Text>
          ))}
        </Section>
      )}
      {revealed >= 4 && explanations.length > 0 && (
        <Section title={AiMessages.explanation}>
          {explanations.map(([code, text]) => (
            <Text key={code} size="sm">
              {text}
            </Text>
          ))}
        </Section>
      )}
      {revealed >= 5 && response.translated_sentences.length > 0 && (
        <Section title={AiMessages.inThisTitle}>
          {response.sources.includes(machineTranslationSource) && (
            // A machine translates by rules, which often read word by word: said where the
            // learner reads the lines, not only among the sources. The title's own translated
            // lines (its subtitle in the learner's language) are a person's and get no such label.
            <Text size="xs" c="dimmed" fs="italic">
              {AiMessages.machineTranslationLabel}
            </Text>
          )}
          {response.translated_sentences.map((sentence) => (
            <div key={sentence.original} className={classes.sentencePair}>
              <Text
                size="sm"
                lang={learning}
                className={classes.original}
                onClick={() => speak(sentence.original, learning)}
              >
                {sentence.original}
              </Text>
              <Text size="sm" c="dimmed">
                {sentence.translation}
              </Text>
            </div>
          ))}
        </Section>
      )}
      {revealed >= 5 && (
        <>
          {response.notice && response.translation && (
            <Text size="xs" c="dimmed">
              {response.notice}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {response.provider === 'offline' ? AiMessages.offlineAnswer : AiMessages.modelAnswer}
            {response.sources.length > 0 && ` · ${response.sources.join(' · ')}`}
            {' · '}
            <Anchor component={Link} to={AppRoutes.aboutData} size="xs">
              {AiMessages.dataSources}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * The word's meaning, with the language it came through when the pair's own dictionaries lack it;
 * when no dictionary knows the word, the answer's notice says so in one line, in its place.
 */
function Meaning({ response }: { response: AiResponse }) {
  if (!response.translation) {
    return response.notice ? <Text size="sm">{response.notice}</Text> : null;
  }
  return (
    <Section title={AiMessages.translation}>
      <Text size="lg" fw={600}>
        {response.translation}
      </Text>
      {response.via_language && (
        <Text size="xs" c="dimmed">
          {AiMessages.viaLanguage(languageName(response.via_language))}
        </Text>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
