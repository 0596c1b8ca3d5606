import {
  FirstRunMessages,
  isNativeLanguageCode,
  isStudyLanguageCode,
  type Language,
  type LanguagePreferences,
  type NativeLanguageCode,
  NATIVE_LANGUAGES,
  STUDY_LANGUAGES,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { Button, Container, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { LanguageFlag } from '@/components/language-flag';
import { useDocumentTitle } from '@/hooks/use-document-title';
import classes from './first-run.module.css';

export interface LanguageStepProps {
  /** The language to learn already chosen, if any: a new account has none, and must pick one. */
  initialLearning: StudyLanguageCode | null;
  initialNative: NativeLanguageCode;
  onContinue: (pair: LanguagePreferences) => void;
}

/**
 * The first run's first step: the language to learn and the learner's own, each a set of flags
 * (the lists of the navigation bar's dropdowns). Nothing is assumed for the language to learn:
 * Continue without one says so.
 */
export function LanguageStep({ initialLearning, initialNative, onContinue }: LanguageStepProps) {
  useDocumentTitle(FirstRunMessages.documentTitle);
  const [learning, setLearning] = useState<StudyLanguageCode | null>(initialLearning);
  const [native, setNative] = useState<NativeLanguageCode>(initialNative);
  const [missingLearning, setMissingLearning] = useState(false);
  const firstQuestion = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (learning === null) {
      setMissingLearning(true);
      // On a phone the question is a screen above Continue: bring it, and its error, into view.
      firstQuestion.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      firstQuestion.current?.scrollIntoView({ block: 'start' });
      return;
    }
    onContinue({ preferredLanguage: learning, myLanguage: native });
  };

  return (
    <Container size="sm" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <div>
            <Text size="sm" c="dimmed">
              {FirstRunMessages.stepOf(1, 2)}
            </Text>
            <Title order={1}>{FirstRunMessages.welcomeTitle}</Title>
            <Text mt="xs">{FirstRunMessages.welcomeIntro}</Text>
          </div>
          <div ref={firstQuestion} className={classes.choice}>
            <LanguageChoice
              label={FirstRunMessages.learningQuestion}
              languages={STUDY_LANGUAGES}
              value={learning}
              onChange={(code) => {
                if (!isStudyLanguageCode(code)) return;
                setLearning(code);
                setMissingLearning(false);
              }}
              error={missingLearning ? FirstRunMessages.pickLearning : undefined}
            />
          </div>
          <LanguageChoice
            label={FirstRunMessages.nativeQuestion}
            description={FirstRunMessages.nativeHint}
            languages={NATIVE_LANGUAGES}
            value={native}
            onChange={(code) => {
              if (isNativeLanguageCode(code)) setNative(code);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
              {FirstRunMessages.continue}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}

interface LanguageChoiceProps {
  label: string;
  description?: string;
  languages: readonly Language[];
  value: string | null;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** One question of the step: a radio group whose options are cards with a flag and a name. */
function LanguageChoice({ label, description, languages, value, onChange, error }: LanguageChoiceProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      classNames={{ label: classes.question, error: classes.error }}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="sm">
        {languages.map((language) => (
          <Radio.Card key={language.code} value={language.code} radius="md" className={classes.option}>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              <LanguageFlag code={language.code} width={24} decorative />
              <Text fw={500}>{language.name}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
