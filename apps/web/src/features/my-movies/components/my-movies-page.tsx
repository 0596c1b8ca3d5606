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
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCloudDownload, IconMovie, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { useUserMovies } from '../api/get-user-movies';
import { useSetFavourite } from '../api/set-favourite';
import classes from './my-movies-page.module.css';

type Tab = 'all' | 'inprogress' | 'completed' | 'favorites';

/** Every known word of the title: what My Movies counts as complete (spec 02 §9). */
export const isCompleted = (movie: UserMovie): boolean =>
  movie.word_token_count > 0 && movie.status_1_count >= movie.word_token_count;
const isInProgress = (movie: UserMovie): boolean =>
  !isCompleted(movie) && movie.status_1_count + movie.status_2_count > 0;

const inTab: Readonly<Record<Tab, (movie: UserMovie) => boolean>> = {
  all: () => true,
  inprogress: isInProgress,
  completed: isCompleted,
  favorites: (movie) => movie.favourite,
};

export interface MyMoviesPageProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /** A poster path → its URL on the image host (the catalog's), null without one. */
  posterUrl: (path: string | null) => string | null;
}

/**
 * My Movies (spec 02 §2): the learner's library and every title with saved progress, with how
 * much of each they know, in the current language pair.
 */
export function MyMoviesPage({ learning, native, posterUrl }: MyMoviesPageProps) {
  useDocumentTitle(StudyMessages.myMovies);
  const movies = useUserMovies(learning, native);
  const [tab, setTab] = useState<Tab>('all');

  const load = async () => {
    const result = await movies.refetch();
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

  const shown = (movies.data ?? []).filter(inTab[tab]);
  const count = (which: Tab) => (movies.data ?? []).filter(inTab[which]).length;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{StudyMessages.myMovies}</Title>
          <Button
            variant="default"
            leftSection={<IconCloudDownload size={16} aria-hidden />}
            loading={movies.isFetching}
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
        </Tabs>
        {movies.isPending ? (
          <Stack gap="sm" role="status" aria-label={StudyMessages.loadingData}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={104} radius="md" />
            ))}
          </Stack>
        ) : movies.isError && !movies.data ? (
          <Alert color="red" title={StudyMessages.failedToLoad}>
            {movies.error instanceof ApiError && movies.error.status === 401
              ? StudyMessages.pleaseLogIn
              : movies.error.message}
          </Alert>
        ) : shown.length === 0 ? (
          <Stack align="center" ta="center" py="xl" gap={6}>
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconMovie size={30} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {StudyMessages.noMoviesFound}
            </Text>
            <Text c="dimmed">{StudyMessages.noMoviesHint}</Text>
          </Stack>
        ) : (
          <ul className={classes.list} aria-label={StudyMessages.myMovies}>
            {shown.map((movie) => (
              <li key={`${movie.media_type}-${movie.movie_id}`}>
                <MovieRow movie={movie} posterUrl={posterUrl(movie.poster_path)} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}

function titlePath(movie: UserMovie): string | null {
  if (movie.media_type === 'movie') return AppRoutes.movie(movie.movie_id);
  if (movie.tv_id === null || movie.season_number === null || movie.episode_number === null) return null;
  return AppRoutes.episode(movie.tv_id, movie.season_number, movie.episode_number);
}

function MovieRow({ movie, posterUrl }: { movie: UserMovie; posterUrl: string | null }) {
  const favourite = useSetFavourite();
  const [posterFailed, setPosterFailed] = useState(false);
  const path = titlePath(movie);
  const percent =
    movie.word_token_count === 0 ? 0 : Math.round((movie.status_1_count / movie.word_token_count) * 100);

  const toggle = () => {
    const update =
      movie.media_type === 'movie'
        ? { media_type: 'movie' as const, content_id: movie.movie_id, favourite: !movie.favourite }
        : movie.tv_id !== null && movie.season_number !== null && movie.episode_number !== null
          ? {
              media_type: 'episode' as const,
              content_id: movie.movie_id,
              tv_id: movie.tv_id,
              season_number: movie.season_number,
              episode_number: movie.episode_number,
              favourite: !movie.favourite,
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
                {movie.title}
              </Anchor>
            ) : (
              <Text fw={700} className={classes.title}>
                {movie.title}
              </Text>
            )}
            {movie.release_date && (
              <Text size="xs" c="dimmed">
                {movie.release_date.slice(0, 4)}
              </Text>
            )}
          </div>
          <Group gap={6} wrap="nowrap">
            {movie.difficulty !== null && (
              <Badge variant="light" color={levelColor(movie.difficulty)}>
                {levelName(movie.difficulty)}
              </Badge>
            )}
            <Tooltip label={movie.favourite ? StudyMessages.unfavourite : StudyMessages.favourite}>
              <ActionIcon
                variant="subtle"
                color="yellow"
                aria-label={StudyMessages.favourite}
                aria-pressed={movie.favourite}
                onClick={toggle}
              >
                {movie.favourite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {movie.word_token_count === 0 ? (
          <Text size="sm" c="dimmed">
            {StudyMessages.noSubtitlesYet}
          </Text>
        ) : (
          <>
            <Group gap="md" wrap="wrap">
              <Text size="sm" fw={600}>
                {StudyMessages.learnedOfTotal(movie.status_1_count, movie.word_token_count)}
              </Text>
              <Text size="sm" c="teal.7">
                {StudyMessages.countKnown(movie.status_1_count)}
              </Text>
              <Text size="sm" c="orange.7">
                {StudyMessages.countLearning(movie.status_2_count)}
              </Text>
              <Text size="sm" c="grape.7">
                {StudyMessages.countLearnt(movie.status_3_count)}
              </Text>
            </Group>
            <Progress value={percent} size="md" radius="xl" aria-label={`${percent}%`} />
            <Text size="xs" c="dimmed">
              {StudyMessages.coverage(movie.coverage.percent, movie.media_type)}
              {' · '}
              {movie.coverage.words_to_95 === 0
                ? StudyMessages.coverageReached
                : StudyMessages.coverageTo95(movie.coverage.words_to_95)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
