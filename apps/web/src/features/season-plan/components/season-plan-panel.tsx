import {
  AppRoutes,
  languageName,
  type NativeLanguageCode,
  type SeasonPlan,
  SeasonPlanMessages,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCards, IconListDetails } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { failureText } from '@/lib/api-client';
import { useSeasonPlan } from '../api/get-season-plan';

export interface SeasonPlanPanelProps {
  tvId: number;
  seasonNumber: number;
  seasonName: string;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * A season's plan on its show's page: the season's words in one list (to the vocabulary table
 * or the sort screen), each episode's count of words new to the learner, and the first episode's
 * words that come back most often later, to learn before watching it.
 */
export function SeasonPlanPanel({ tvId, seasonNumber, seasonName, learning, native }: SeasonPlanPanelProps) {
  const headingId = useId();
  const plan = useSeasonPlan(tvId, seasonNumber, learning, native);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {SeasonPlanMessages.heading(seasonName)}
        </Title>
        {plan.data ? (
          <PlanBody plan={plan.data} tvId={tvId} seasonNumber={seasonNumber} learning={learning} />
        ) : plan.error ? (
          <RetryAlert
            title={SeasonPlanMessages.failed}
            message={failureText(plan.error, SeasonPlanMessages.failed)}
            onRetry={() => void plan.refetch()}
            isRetrying={plan.isFetching}
            retryLabel={SeasonPlanMessages.retry}
          />
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{SeasonPlanMessages.loading}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function PlanBody({
  plan,
  tvId,
  seasonNumber,
  learning,
}: {
  plan: SeasonPlan;
  tvId: number;
  seasonNumber: number;
  learning: StudyLanguageCode;
}) {
  const listId = useId();
  if (plan.season.analysed_episodes === 0) {
    return <Text>{SeasonPlanMessages.noEpisodesAnalysed(languageName(learning))}</Text>;
  }
  const first = plan.first_episode;
  return (
    <>
      <Text fw={600}>{SeasonPlanMessages.seasonWords(plan.season.words, plan.season.new_words)}</Text>
      <Text size="sm" c="dimmed">
        {SeasonPlanMessages.analysedEpisodes(plan.season.analysed_episodes, plan.episodes.length)}
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to={AppRoutes.seasonLevel(tvId, seasonNumber, 'all')}
          variant="light"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {SeasonPlanMessages.openSeasonTable}
        </Button>
        <Button
          component={Link}
          to={AppRoutes.seasonSort(tvId, seasonNumber)}
          variant="light"
          leftSection={<IconCards size={18} aria-hidden />}
        >
          {SeasonPlanMessages.sortSeasonWords}
        </Button>
      </Group>

      <Text id={listId} fw={600} size="sm">
        {SeasonPlanMessages.episodeListLabel}
      </Text>
      <List aria-labelledby={listId} spacing={4} size="sm">
        {plan.episodes.map((episode) => (
          <List.Item key={episode.id}>
            {/* Plain text: the episode list below links each episode already. */}
            {`${episode.episode_number}. ${episode.name} · `}
            {episode.analysed
              ? SeasonPlanMessages.episodeNewWords(episode.new_words, episode.words)
              : SeasonPlanMessages.episodeNotAnalysed}
          </List.Item>
        ))}
      </List>

      {first && (
        <Stack gap={6}>
          {first.words.length === 0 ? (
            <Text size="sm">{SeasonPlanMessages.nothingBeforeFirst}</Text>
          ) : (
            <>
              <Title order={4}>
                {SeasonPlanMessages.beforeFirst(first.episode_number, first.words.length)}
              </Title>
              <Text size="sm" c="dimmed">
                {SeasonPlanMessages.beforeFirstHint}
              </Text>
              <Text size="sm">{first.words.map((word) => word.name).join(', ')}</Text>
              <Button
                component={Link}
                to={AppRoutes.vocabularySortOf(
                  AppRoutes.episode(tvId, seasonNumber, first.episode_number),
                  first.words.map((word) => word.token),
                )}
                leftSection={<IconCards size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {SeasonPlanMessages.learnFirstWords}
              </Button>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
