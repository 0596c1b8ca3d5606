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

/** The card's meaning, filled in with a dictionary's when there is one; an empty one is allowed. */
function TranslationForm({ question }: { question: Question }) {
  const [text, setText] = useState(question.meaning);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    question.answer(text.trim().slice(0, FlashCardLimits.translationMaxLength));
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          {question.meaning
            ? FlashCardMessages.meaningFromDictionaryHint
            : FlashCardMessages.translationWantedHint}
        </Text>
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
          <Button type="submit">{FlashCardMessages.saveCard}</Button>
        </Group>
      </Stack>
    </form>
  );
}
