import { FlashCardLimits, FlashCardMessages } from '@cinevocab/core';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState, useSyncExternalStore } from 'react';

interface Question {
  word: string;
  answer: (translation: string | null) => void;
}

/** The one question open at a time, shared by every screen that saves cards. */
let open: Question | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Asks the learner what a word means, for a card that would otherwise be saved with no
 * translation and show only the word: their text, or null when they cancel (then nothing is saved).
 */
export function askForTranslation(word: string): Promise<string | null> {
  open?.answer(null);
  return new Promise((resolve) => {
    const question: Question = {
      word,
      answer: (translation) => {
        if (open === question) {
          open = null;
          tell();
        }
        resolve(translation);
      },
    };
    open = question;
    tell();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The dialog of `askForTranslation`, mounted once under every screen. */
export function TranslationWanted() {
  const question = useSyncExternalStore(subscribe, () => open);
  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.answer(null)}
      title={question ? FlashCardMessages.translationWanted(question.word) : ''}
    >
      {question && <TranslationForm key={question.word} question={question} />}
    </Modal>
  );
}

function TranslationForm({ question }: { question: Question }) {
  const [text, setText] = useState('');
  const translation = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (translation) question.answer(translation.slice(0, FlashCardLimits.translationMaxLength));
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{FlashCardMessages.translationWantedHint}</Text>
        <TextInput
          label={FlashCardMessages.yourTranslation}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={FlashCardLimits.translationMaxLength}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => question.answer(null)}>
            {FlashCardMessages.cancel}
          </Button>
          <Button type="submit" disabled={!translation}>
            {FlashCardMessages.saveCard}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
