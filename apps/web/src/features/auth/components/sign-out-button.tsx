import { Messages } from '@cinevocab/core';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../api/sign-out';

export interface SignOutButtonProps {
  fullWidth?: boolean;
}

/** 'Sign out': ends every session of the user, then reloads the login screen. */
export function SignOutButton({ fullWidth = false }: SignOutButtonProps) {
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="light"
      color="gray"
      radius="md"
      fullWidth={fullWidth}
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={isSigningOut}
      onClick={() => {
        setSigningOut(true);
        void signOut();
      }}
    >
      {Messages.navSignOut}
    </Button>
  );
}
