import { Messages } from '@cinevocab/core';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface ErrorScreenProps {
  title: string;
  detail: string;
  /** Fills the window (top level) or only the page area below the navigation bar. */
  fullPage?: boolean;
}

/** A full-page failure with one way out: reloading the page. */
export function ErrorScreen({ title, detail, fullPage = true }: ErrorScreenProps) {
  return (
    <Center mih={fullPage ? '100dvh' : '60dvh'} p="md" component={fullPage ? 'main' : 'div'}>
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={36} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{detail}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {Messages.refreshPage}
        </Button>
      </Stack>
    </Center>
  );
}
