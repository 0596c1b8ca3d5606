import {
  AppRoutes,
  BrowseMessages,
  CatalogMessages,
  type Episode,
  type SeasonSummary,
  type TvShow,
} from '@cinevocab/core';
import {
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCloudOff, IconMovieOff, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CardTitle, CoverageBadge, useTitleCoverage } from '@/title-words';
import { useSeason } from '../../api/get-season';
import { EpisodeCard } from './episode-card';
import classes from './season-episodes.module.css';
import { useErrorToast } from '../../hooks/use-error-toast';
import { seasonParam } from './detail-params';

/** The seasons the dropdown offers: with episodes, and no specials (season 0). */
export function listedSeasons(seasons: readonly SeasonSummary[]): SeasonSummary[] {
  return seasons.filter((season) => season.episode_count > 0 && season.season_number > 0);
}

export function seasonName(season: Pick<SeasonSummary, 'name' | 'season_number'>): string {
  return season.name.trim() || CatalogMessages.seasonFallback(season.season_number);
}

/**
 * 'Seasons & Episodes': a line counting the listed seasons and their episodes, a
 * dropdown of those seasons, and the chosen season's episodes. The first season is chosen unless
 * the URL names another; each season is fetched when first chosen and then served from the cache.
 */
/**
 * A season's plan, which is another feature's: the route fills it, and the show's page says where
 * it goes (above the chosen season's episodes).
 */
export type SeasonPlanSlot = (tvId: number, seasonNumber: number, seasonName: string) => ReactNode;

export function SeasonEpisodes({
  show,
  seasonPlan,
}: {
  show: TvShow;
  seasonPlan?: SeasonPlanSlot | undefined;
}) {
  const headingId = useId();
  const seasons = listedSeasons(show.seasons);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(seasonParam));
  const selected = seasons.find((season) => season.season_number === requested) ?? seasons[0] ?? null;
  const episodeCount = seasons.reduce((sum, season) => sum + season.episode_count, 0);

  const choose = useCallback(
    (value: string | null) => {
      if (value === null) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(seasonParam, value);
          return next;
        },
        // Choosing a season is not a page of its own: Back leaves the show.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <div className={classes.head}>
        <div>
          <Title order={2} id={headingId} className={classes.heading}>
            {CatalogMessages.seasonsAndEpisodes}
          </Title>
          {selected !== null && (
            <Text c="dimmed" mt={4}>
              {CatalogMessages.seasonsLine(seasons.length, episodeCount)}
            </Text>
          )}
        </div>
        {selected !== null && (
          <Select
            label={CatalogMessages.seasonLabel}
            data={seasons.map((season) => ({
              value: String(season.season_number),
              label: seasonName(season),
            }))}
            value={String(selected.season_number)}
            onChange={choose}
            allowDeselect={false}
            checkIconPosition="right"
            className={classes.select}
            comboboxProps={{ shadow: 'md', keepMounted: false }}
          />
        )}
      </div>
      {selected !== null && seasonPlan?.(show.id, selected.season_number, seasonName(selected))}
      {selected === null ? (
        <EmptyState text={CatalogMessages.noSeasons} />
      ) : (
        <SeasonEpisodeList tvId={show.id} season={selected} />
      )}
    </section>
  );
}

function episodeCardTitle(tvId: number, episode: Episode): CardTitle {
  return {
    kind: 'episode',
    id: episode.id,
    tvId,
    seasonNumber: episode.season_number,
    episodeNumber: episode.episode_number,
  };
}

function SeasonEpisodeList({ tvId, season }: { tvId: number; season: SeasonSummary }) {
  const query = useSeason(tvId, season.season_number);
  const cardTitles = useMemo(
    () => (query.data?.episodes ?? []).map((episode) => episodeCardTitle(tvId, episode)),
    [query.data, tvId],
  );
  const coverageOf = useTitleCoverage(cardTitles);
  const failedText = CatalogMessages.failedEpisodesToast(season.season_number);
  useErrorToast(query, () => failedText);

  if (query.data) {
    if (query.data.episodes.length === 0) return <EmptyState text={CatalogMessages.noEpisodes} />;
    return (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing={{ base: 'sm', sm: 'lg' }}
        className={classes.list}
        aria-label={CatalogMessages.episodesOfSeason(seasonName(season))}
      >
        {query.data.episodes.map((episode) => (
          <li key={episode.id} className={classes.item}>
            <EpisodeCard
              episode={episode}
              to={AppRoutes.episode(tvId, season.season_number, episode.episode_number)}
            />
            <CoverageBadge coverage={coverageOf(episodeCardTitle(tvId, episode))} />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  if (query.error) {
    return (
      <Paper withBorder radius="lg" py={40} px="lg">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCloudOff size={28} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{failedText}</Text>
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {BrowseMessages.tryAgain}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Group justify="center" gap="sm" py={48} role="status">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed">{CatalogMessages.loadingEpisodes}</Text>
    </Group>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconMovieOff size={28} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600}>{text}</Text>
    </Stack>
  );
}
