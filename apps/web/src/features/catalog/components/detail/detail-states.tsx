import { AppRoutes, BrowseMessages, CatalogMessages, Messages } from '@cinevocab/core';
import { Button, Center, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconMovieOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './detail-states.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The header's shape while the title loads, so the page does not jump when it arrives. */
export function DetailLoading({ withPoster = false }: { withPoster?: boolean }) {
  return (
    <section className={classes.loadingHero} role="status" aria-label={Messages.loading} aria-busy>
      <Container size="xl" className={classes.loadingInner}>
        <Skeleton height={30} width={140} radius="xl" className={classes.skeleton} />
        <div className={classes.loadingBody} data-with-poster={withPoster || undefined}>
          {withPoster && <Skeleton className={`${classes.skeleton} ${classes.posterSkeleton}`} radius="md" />}
          <Stack gap="sm" className={classes.loadingText}>
            <Skeleton height={40} width="80%" radius="sm" className={classes.skeleton} />
            <Skeleton height={16} width="55%" radius="sm" className={classes.skeleton} />
            <Group gap={8} mt="md">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} height={42} width={140} radius="md" className={classes.skeleton} />
              ))}
            </Group>
          </Stack>
        </div>
      </Container>
    </section>
  );
}

/** 'Movie not found', 'TV Show not found' or 'Episode not found', with the way back home. */
export function NotFoundState({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMovieOff size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} className={classes.stateTitle}>
          {message}
        </Title>
        <BackHomeButton />
      </Stack>
    </Center>
  );
}

export interface LoadErrorStateProps {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}

/** Any other failure: the toast has said what went wrong; the page keeps a way to try again. */
export function LoadErrorState({ message, isRetrying, onRetry }: LoadErrorStateProps) {
  useDocumentTitle(CatalogMessages.detailLoadFailed);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCloudOff size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} className={classes.stateTitle}>
          {CatalogMessages.detailLoadFailed}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center" gap="sm" mt="md">
          <Button
            variant="filled"
            radius="xl"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={isRetrying}
            onClick={onRetry}
          >
            {BrowseMessages.tryAgain}
          </Button>
          <BackHomeButton withMargin={false} />
        </Group>
      </Stack>
    </Center>
  );
}

function BackHomeButton({ withMargin = true }: { withMargin?: boolean }) {
  return (
    <Button
      component={Link}
      to={AppRoutes.home}
      variant="light"
      radius="xl"
      mt={withMargin ? 'md' : undefined}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {CatalogMessages.backToHome}
    </Button>
  );
}
