import {
  AppRoutes,
  levelColor,
  levelName,
  type NativeLanguageCode,
  type StudyLanguageCode,
  StudyMessages,
  type UserMovie,
} from '@cinevocab/core';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCloudDownload, IconMovie, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { CoverageBadge } from '@/title-words';
import { useUserMovies } from '../api/get-user-movies';
import { useSetFavourite } from '../api/set-favourite';
import classes from './my-movies-page.module.css';
import { EmptyState } from '@/components/empty-state';

type Tab = 'all' | 'inprogress' | 'completed' | 'favorites';

/** Every known word of the title: what My Movies counts as complete. */
export const isCompleted = (entry: UserMovie): boolean =>
  entry.word_token_count > 0 && entry.status_1_count >= entry.word_token_count;
const isInProgress = (entry: UserMovie): boolean =>
  !isCompleted(entry) && entry.status_1_count + entry.status_2_count > 0;

const inTab: Readonly<Record<Tab, (entry: UserMovie) => boolean>> = {
  all: () => true,
  inprogress: isInProgress,
  completed: isCompleted,
  favorites: (entry) => entry.favourite,
};

export interface MyMoviesPageProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** A poster path → its URL on the image host (the catalog's), null without one. */
  posterUrl: (path: string | null) => string | null;
}

/**
 * My Movies: the learner's library and every title with saved progress, with how
 * much of each they know, in the current language pair.
 */
export function MyMoviesPage({ learning, native, posterUrl }: MyMoviesPageProps) {
  useDocumentTitle(StudyMessages.myMovies);
  const entries = useUserMovies(learning, native);
  const [tab, setTab] = useState<Tab>('all');

  const load = async () => {
    const result = await entries.refetch();
    if (result.isError) {
      const error = result.error;
      showNotification({
        tone: 'error',
        message:
          error instanceof ApiError && error.status === 401
            ? StudyMessages.pleaseLogIn
            : StudyMessages.failedToLoadWith(error.message),
      });
      return;
    }
    const count = result.data?.length ?? 0;
    showNotification(
      count === 0
        ? { tone: 'info', message: StudyMessages.noProgressData }
        : {
            tone: 'success',
            message: `${StudyMessages.progressLoadedSuccessfully}. ${StudyMessages.foundMovies(count)}`,
          },
    );
  };

  const shown = (entries.data ?? []).filter(inTab[tab]);
  const count = (which: Tab) => (entries.data ?? []).filter(inTab[which]).length;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{StudyMessages.myMovies}</Title>
          <Button
            variant="default"
            leftSection={<IconCloudDownload size={16} aria-hidden />}
            loading={entries.isFetching}
            onClick={() => void load()}
          >
            {StudyMessages.loadProgress}
          </Button>
        </Group>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')}>
          <Tabs.List>
            <Tabs.Tab value="all">{`${StudyMessages.tabAll} (${count('all')})`}</Tabs.Tab>
            <Tabs.Tab value="inprogress">{`${StudyMessages.tabInProgress} (${count('inprogress')})`}</Tabs.Tab>
            <Tabs.Tab value="completed">{`${StudyMessages.tabCompleted} (${count('completed')})`}</Tabs.Tab>
            <Tabs.Tab value="favorites">{`${StudyMessages.tabFavorites} (${count('favorites')})`}</Tabs.Tab>
          </Tabs.List>
          {/* One panel, the chosen tab's: its tab names it, and the list under it changes. */}
          <Tabs.Panel value={tab} pt="md">
            {entries.isPending ? (
              <Stack gap="sm" role="status" aria-label={StudyMessages.loadingData}>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} height={104} radius="md" />
                ))}
              </Stack>
            ) : entries.isError && !entries.data ? (
              <Alert color="red" title={StudyMessages.failedToLoad}>
                {entries.error instanceof ApiError && entries.error.status === 401
                  ? StudyMessages.pleaseLogIn
                  : entries.error.message}
              </Alert>
            ) : shown.length === 0 ? (
              <EmptyState
                icon={IconMovie}
                level="line"
                title={StudyMessages.noMoviesFound}
                detail={StudyMessages.noMoviesHint}
              />
            ) : (
              <ul className={classes.list} aria-label={StudyMessages.myMovies}>
                {shown.map((entry) => (
                  <li key={`${entry.media_type}-${entry.movie_id}`}>
                    <TitleRow entry={entry} posterUrl={posterUrl(entry.poster_path)} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function titlePath(entry: UserMovie): string | null {
  if (entry.media_type === 'movie') return AppRoutes.movie(entry.movie_id);
  if (entry.tv_id === null || entry.season_number === null || entry.episode_number === null) return null;
  return AppRoutes.episode(entry.tv_id, entry.season_number, entry.episode_number);
}

function TitleRow({ entry, posterUrl }: { entry: UserMovie; posterUrl: string | null }) {
  const favourite = useSetFavourite();
  const [posterFailed, setPosterFailed] = useState(false);
  const path = titlePath(entry);
  const percent =
    entry.word_token_count === 0 ? 0 : Math.round((entry.status_1_count / entry.word_token_count) * 100);

  const toggle = () => {
    const update =
      entry.media_type === 'movie'
        ? { media_type: 'movie' as const, content_id: entry.movie_id, favourite: !entry.favourite }
        : entry.tv_id !== null && entry.season_number !== null && entry.episode_number !== null
          ? {
              media_type: 'episode' as const,
              content_id: entry.movie_id,
              tv_id: entry.tv_id,
              season_number: entry.season_number,
              episode_number: entry.episode_number,
              favourite: !entry.favourite,
            }
          : null;
    if (update === null) return;
    favourite.mutate(update, {
      onError: (error) => showNotification({ tone: 'error', message: error.message }),
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" className={classes.row}>
      <div className={classes.poster}>
        {posterUrl && !posterFailed ? (
          <Image src={posterUrl} alt="" onError={() => setPosterFailed(true)} radius="sm" />
        ) : (
          <div className={classes.posterFallback} aria-hidden>
            <IconMovie size={28} />
          </div>
        )}
      </div>
      <Stack gap={6} className={classes.body}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            {path ? (
              <Anchor component={Link} to={path} fw={700} className={classes.title}>
                {entry.title}
              </Anchor>
            ) : (
              <Text fw={700} className={classes.title}>
                {entry.title}
              </Text>
            )}
            {entry.release_date && (
              <Text size="xs" c="dimmed">
                {entry.release_date.slice(0, 4)}
              </Text>
            )}
          </div>
          <Group gap={6} wrap="nowrap">
            <CoverageBadge coverage={entry.word_token_count === 0 ? undefined : entry.coverage} inline />
            {entry.difficulty !== null && (
              <Badge variant="light" color={levelColor(entry.difficulty)}>
                {levelName(entry.difficulty)}
              </Badge>
            )}
            <Tooltip label={entry.favourite ? StudyMessages.unfavourite : StudyMessages.favourite}>
              <ActionIcon
                variant="subtle"
                color="yellow"
                aria-label={StudyMessages.favourite}
                aria-pressed={entry.favourite}
                onClick={toggle}
              >
                {entry.favourite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {entry.word_token_count === 0 ? (
          <Text size="sm" c="dimmed">
            {StudyMessages.noSubtitlesYet}
          </Text>
        ) : (
          <>
            <Group gap="md" wrap="wrap" role="group" aria-label={StudyMessages.myMoviesCountsLabel}>
              <Text size="sm" fw={600} c="teal.7">
                {StudyMessages.knownOfTotal(entry.status_1_count, entry.word_token_count)}
              </Text>
              <Text size="sm" c="orange.7">
                {StudyMessages.countToLearn(entry.status_2_count)}
              </Text>
              {entry.status_3_count > 0 && (
                <Text size="sm" c="grape.7">
                  {StudyMessages.countLearnt(entry.status_3_count)}
                </Text>
              )}
            </Group>
            <Progress value={percent} size="md" radius="xl" aria-label={`${percent}%`} />
            <Text size="xs" c="dimmed">
              {StudyMessages.coverage(entry.coverage.percent, entry.media_type)}
              {' · '}
              {entry.coverage.words_to_95 === 0
                ? StudyMessages.coverageReached
                : StudyMessages.coverageTo95(entry.coverage.words_to_95)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
