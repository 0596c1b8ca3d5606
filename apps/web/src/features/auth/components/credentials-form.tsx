import { checkCredentials, type Credentials, Limits, Messages } from '@cinevocab/core';
import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useValueTypedBeforeStart } from '@/hooks/use-is-in-browser';
import type { AuthResult } from '../api/auth-result';
import { FormErrorList } from './form-error-list';
import { SocialSignInButtons } from './social-sign-in-buttons';

export type CredentialsMode = 'login' | 'register';

const texts: Readonly<Record<CredentialsMode, { submit: string; submitting: string }>> = {
  login: { submit: Messages.signInButton, submitting: Messages.signingIn },
  register: { submit: Messages.createAccountButton, submitting: Messages.creatingAccount },
};

export interface CredentialsFormProps {
  mode: CredentialsMode;
  /** The address is shared by both tabs, so it survives switching between them. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Sends checked credentials to the server. */
  submit: (credentials: Credentials) => Promise<AuthResult>;
  /** Called after a successful submit; the form stays busy until it resolves. */
  onSuccess: () => Promise<void> | void;
}

/**
 * One tab of the login screen: the two provider buttons, then e-mail and password. Input is
 * checked with the schema the server uses and every message is listed at once.
 */
export function CredentialsForm({ mode, email, onEmailChange, submit, onSuccess }: CredentialsFormProps) {
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  // A password manager fills both fields the moment the page shows, before the app has started.
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useValueTypedBeforeStart(emailField, email, onEmailChange);
  useValueTypedBeforeStart(passwordField, password, setPassword);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const check = checkCredentials({ email, password });
    if (!check.ok) {
      setMessages(check.messages);
      return;
    }
    setMessages([]);
    setSubmitting(true);
    const result = await submit(check.credentials);
    if (!result.ok) {
      setMessages(result.messages);
      setSubmitting(false);
      return;
    }
    await onSuccess();
    setSubmitting(false);
  };

  return (
    <Stack gap="md">
      <SocialSignInButtons isBusy={isSubmitting} />
      <Divider label={Messages.orUseEmail} labelPosition="center" />
      <FormErrorList messages={messages} />
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <TextInput
            ref={emailField}
            label={Messages.emailLabel}
            type="email"
            name="email"
            autoComplete={mode === 'login' ? 'username' : 'email'}
            maxLength={Limits.emailMaxLength}
            value={email}
            onChange={(event) => onEmailChange(event.currentTarget.value)}
            leftSection={<IconMail size={16} aria-hidden />}
            size="md"
            radius="md"
          />
          <PasswordInput
            ref={passwordField}
            label={Messages.passwordLabel}
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            maxLength={Limits.passwordMaxLength}
            description={mode === 'register' ? Messages.passwordHint : undefined}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            leftSection={<IconLock size={16} aria-hidden />}
            size="md"
            radius="md"
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            radius="md"
            mt="xs"
            disabled={isSubmitting}
            variant="gradient"
            gradient={{ from: 'indigo.7', to: 'grape.6', deg: 135 }}
          >
            {isSubmitting ? texts[mode].submitting : texts[mode].submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
