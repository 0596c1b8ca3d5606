import { Messages } from '@cinevocab/core';
import { Box, Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { usePublicConfig } from '@/lib/public-config';
import { signInWithProvider, type SocialProvider } from '../api/social-sign-in';

const providers: ReadonlyArray<{ id: SocialProvider; label: string; name: string; icon: ReactNode }> = [
  {
    id: 'google',
    label: Messages.continueWithGoogle,
    name: Messages.providerNames.google,
    icon: <IconBrandGoogleFilled size={18} aria-hidden />,
  },
  {
    id: 'facebook',
    label: Messages.continueWithFacebook,
    name: Messages.providerNames.facebook,
    icon: <IconBrandFacebookFilled size={18} aria-hidden />,
  },
];

export interface SocialSignInButtonsProps {
  /** True while the e-mail form is being submitted: every button waits. */
  isBusy: boolean;
}

/** 'Continue with Google' and 'Continue with Facebook'; disabled with a reason when not configured. */
export function SocialSignInButtons({ isBusy }: SocialSignInButtonsProps) {
  const config = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    const isLeaving = await signInWithProvider(provider);
    // On success the browser is leaving for the provider; the button keeps spinning until then.
    if (!isLeaving) setPending(null);
  };

  return (
    <Stack gap="sm">
      {providers.map((provider) => (
        <ProviderButton
          key={provider.id}
          label={provider.label}
          icon={provider.icon}
          // Unknown until the server's settings arrive; if they cannot be read, let the user try.
          isConfigured={config.isError ? true : (config.data?.providers[provider.id] ?? false)}
          isKnown={!config.isPending}
          notConfiguredText={Messages.providerNotConfigured(provider.name)}
          isLoading={pending === provider.id}
          isDisabled={isBusy || (pending !== null && pending !== provider.id)}
          onClick={() => void start(provider.id)}
        />
      ))}
    </Stack>
  );
}

interface ProviderButtonProps {
  label: string;
  icon: ReactNode;
  isConfigured: boolean;
  isKnown: boolean;
  notConfiguredText: string;
  isLoading: boolean;
  isDisabled: boolean;
  onClick: () => void;
}

function ProviderButton(props: ProviderButtonProps) {
  const { label, icon, isConfigured, isKnown, notConfiguredText, isLoading, isDisabled, onClick } = props;
  const reasonId = useId();
  const button = (
    <Button
      fullWidth
      variant="default"
      radius="md"
      size="md"
      leftSection={icon}
      loading={isLoading}
      disabled={!isConfigured || isDisabled}
      aria-describedby={isKnown && !isConfigured ? reasonId : undefined}
      onClick={onClick}
      // A disabled button swallows the pointer; the wrapper below receives it for the tooltip.
      style={!isConfigured ? { pointerEvents: 'none' } : undefined}
    >
      {label}
    </Button>
  );
  if (!isKnown || isConfigured) return button;
  // The tooltip's code comes after the login page shows (the reason is already the button's
  // description for screen readers), and is laid over the button: nothing the server sent is made
  // again when it comes.
  return (
    <DeferredTooltip label={notConfiguredText} withArrow multiline maw={260}>
      <Box>
        {button}
        <VisuallyHidden id={reasonId}>{notConfiguredText}</VisuallyHidden>
      </Box>
    </DeferredTooltip>
  );
}
