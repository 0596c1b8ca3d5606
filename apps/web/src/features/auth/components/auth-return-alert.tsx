import { AuthReturnFlags, Messages } from '@cinevocab/core';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

/**
 * What the confirmation link in the e-mail came back with: `?confirmed=1` on success, an
 * `error` parameter when the link was invalid or expired (checked first: both can be present).
 */
export function AuthReturnAlert() {
  const [params] = useSearchParams();
  if (params.has(AuthReturnFlags.error)) {
    return (
      <Alert
        role="status"
        color="red"
        variant="light"
        radius="md"
        icon={<IconLinkOff size={20} aria-hidden />}
      >
        {Messages.confirmationLinkInvalid}
      </Alert>
    );
  }
  if (params.get(AuthReturnFlags.confirmed) === '1') {
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        radius="md"
        icon={<IconCircleCheck size={20} aria-hidden />}
      >
        {Messages.emailConfirmed}
      </Alert>
    );
  }
  return null;
}
