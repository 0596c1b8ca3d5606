import { AppRoutes, type CoverageSuggestion, TitleCoverageMessages } from '@cinevocab/core';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CoverageBadge, useCoveragePair } from '@/title-words';
import { useCoverageSuggestions } from '../api/get-coverage-suggestions';
import classes from './coverage-rows.module.css';

/** The query parameter of a sort limited to chosen words, which the sort screen reads. */
const chosenWordsParam = 'words';

/**
 * Home's 'Ready to watch' (titles the learner follows at 95 % or more) and 'Almost there' (titles
 * a few words from it, each opening a sort of exactly those words, easiest first). While no title
 * is ready, 'Closest to ready' shows the nearest others with the words each needs, and before any
 * title has been measured a line says where these rows will come from: a beginner always sees
 * where they stand. Nothing outside a language pair.
 */
export function CoverageRows() {
  const suggestions = useCoverageSuggestions(useCoveragePair());
  if (!suggestions.data) return null;
  const { ready, almost, closest } = suggestions.data;
  if (ready.length + almost.length + closest.length === 0) return <NothingMeasuredYet />;
  return (
    <>
      {ready.length > 0 ? (
        <CoverageRow
          heading={TitleCoverageMessages.readyToWatch}
          hint={TitleCoverageMessages.readyToWatchHint}
          rows={ready}
        />
      ) : null}
      {almost.length > 0 ? (
        <CoverageRow
          heading={TitleCoverageMessages.almostThere}
          hint={TitleCoverageMessages.almostThereHint}
          rows={almost}
        />
      ) : null}
      {closest.length > 0 ? (
        <CoverageRow
          heading={TitleCoverageMessages.closestToReady}
          hint={TitleCoverageMessages.closestToReadyHint}
          hintLink={{ to: AppRoutes.vocabularyCheck, label: TitleCoverageMessages.takeVocabularyCheck }}
          rows={closest}
        />
      ) : null}
    </>
  );
}

/** Before any title of the language has been measured: what these rows will show, and how. */
function NothingMeasuredYet() {
  const id = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={2} id={id} size="h3">
        {TitleCoverageMessages.whereYouStand}
      </Title>
      <Text size="sm" c="dimmed">
        {TitleCoverageMessages.nothingMeasuredYet}
      </Text>
    </Stack>
  );
}

function CoverageRow({
  heading,
  hint,
  hintLink,
  rows,
}: {
  heading: string;
  hint: string;
  hintLink?: { to: string; label: string };
  rows: readonly CoverageSuggestion[];
}) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <div>
        <Title order={2} id={id} size="h3">
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {hintLink ? (
          <Anchor component={Link} to={hintLink.to} size="sm">
            {hintLink.label}
          </Anchor>
        ) : null}
      </div>
      <SimpleGrid
        component="ul"
        role="list"
        aria-label={heading}
        cols={{ base: 1, sm: 2, lg: 3 }}
        className={classes.list}
      >
        {rows.map((row) => (
          <li key={`${row.title.media_type}-${row.title.id}`}>
            <SuggestionCard row={row} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function SuggestionCard({ row }: { row: CoverageSuggestion }) {
  const base =
    row.title.media_type === 'movie'
      ? AppRoutes.movie(row.title.id)
      : AppRoutes.episode(row.title.tv_id, row.title.season_number, row.title.episode_number);
  const missing = row.missing_tokens;
  const wordsToGo = row.coverage.words_to_95;
  return (
    <Paper withBorder radius="md" p="md" className={classes.card}>
      <Anchor component={Link} to={base} fw={600}>
        {row.name}
      </Anchor>
      {missing.length > 0 ? (
        <Anchor
          component={Link}
          to={`${AppRoutes.vocabularySort(base)}?${new URLSearchParams({ [chosenWordsParam]: missing.join(',') }).toString()}`}
          size="sm"
        >
          {TitleCoverageMessages.sortMissingWords(missing.length)}
        </Anchor>
      ) : wordsToGo > 0 ? (
        <Text size="sm">{TitleCoverageMessages.wordsToGo(wordsToGo)}</Text>
      ) : null}
      <CoverageBadge coverage={row.coverage} />
    </Paper>
  );
}
