import { Messages } from '@cinevocab/core';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Every problem with the form, together in one list above it. */
export function FormErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      role="alert"
      aria-label={Messages.formErrorsLabel}
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} aria-hidden />}
    >
      <List size="sm" spacing={4} c="red.9">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
