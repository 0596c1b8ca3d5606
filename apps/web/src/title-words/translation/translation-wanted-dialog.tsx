import { FlashCardLimits, FlashCardMessages } from '@cinevocab/core';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { currentQuestion, type Question, subscribe } from './translation-question';

/** The dialog of `askForTranslation`. */
export function TranslationWantedDialog() {
  const question = useSyncExternalStore(subscribe, currentQuestion, currentQuestion);
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
