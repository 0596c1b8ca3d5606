import {
  type AchievementId,
  AppRoutes,
  type Dashboard,
  DashboardMessages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type UserMovie,
  WordImportMessages,
} from '@cinevocab/core';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCards,
  IconFileImport,
  IconFlame,
  IconMovie,
  IconPlayerPlay,
  IconSearch,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDashboard } from '../api/get-dashboard';
import { ActivityGrid } from './activity-grid';
import classes from './dashboard.module.css';

export interface MyWordsPageProps {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  /**
   * The vocabulary estimate's card, from another feature (the route composes them); told whether
   * the learner has marked any word yet.
   */
  vocabulary?: (hasMarkedWords: boolean) => ReactNode;
}

/**
 * My Words, from the learner's real activity: totals, the day streak,
 * achievements with their rules, the titles studied last, 12 weeks of activity and quick actions.
 */
export function MyWordsPage({ learning, native, vocabulary }: MyWordsPageProps) {
  useDocumentTitle(DashboardMessages.myWords);
  const dashboard = useDashboard(learning, native);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>{DashboardMessages.myWords}</Title>
        {dashboard.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : dashboard.isError ? (
          <Alert color="red">{DashboardMessages.failedToLoad}</Alert>
        ) : (
          <>
            {vocabulary?.(dashboard.data.total_words > 0)}
            <Content data={dashboard.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Content({ data }: { data: Dashboard }) {
  const earned = data.achievements.filter((achievement) => achievement.earned).length;
  return (
    <>
      <div className={classes.stats}>
        <Stat label={DashboardMessages.totalWords} value={data.total_words} />
        <Stat label={DashboardMessages.wordsLearned} value={data.words_learned} />
        <Stat
          label={DashboardMessages.dayStreak}
          value={data.day_streak}
          icon={<IconFlame size={18} color="var(--mantine-color-orange-6)" aria-hidden />}
        />
        <Stat
          label={DashboardMessages.achievements}
          value={`${earned}/${data.achievements.length}`}
          icon={<IconTrophy size={18} color="var(--mantine-color-yellow-6)" aria-hidden />}
        />
      </div>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {DashboardMessages.quickActions}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={AppRoutes.home}
            variant="default"
            leftSection={<IconSearch size={16} />}
          >
            {DashboardMessages.browseTitles}
          </Button>
          <Button
            component={Link}
            to={AppRoutes.myMovies}
            variant="default"
            leftSection={<IconMovie size={16} />}
          >
            {DashboardMessages.openMyMovies}
          </Button>
          <Button component={Link} to={AppRoutes.learnFlashCards} leftSection={<IconPlayerPlay size={16} />}>
            {DashboardMessages.reviewFlashCards}
          </Button>
          <Button
            component={Link}
            to={AppRoutes.flashCards}
            variant="default"
            leftSection={<IconCards size={16} />}
          >
            {DashboardMessages.manageFlashCards}
          </Button>
          <Button
            component={Link}
            to={AppRoutes.importWords}
            variant="default"
            leftSection={<IconFileImport size={16} />}
          >
            {WordImportMessages.openImport}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {DashboardMessages.dueToday(data.flash_cards.due_today)}
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {DashboardMessages.yourContent}
        </Title>
        {data.your_content.length === 0 ? (
          <Text c="dimmed">{DashboardMessages.noContent}</Text>
        ) : (
          <ul className={classes.content} aria-label={DashboardMessages.yourContent}>
            {data.your_content.map((title) => (
              <li key={`${title.media_type}-${title.movie_id}`}>
                <ContentCard title={title} />
              </li>
            ))}
          </ul>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {DashboardMessages.activity}
        </Title>
        <ActivityGrid days={data.activity} />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {DashboardMessages.achievements}
        </Title>
        <ul className={classes.achievements} aria-label={DashboardMessages.achievements}>
          {data.achievements.map((achievement) => (
            <li key={achievement.id}>
              <AchievementCard {...achievement} />
            </li>
          ))}
        </ul>
      </Stack>
    </>
  );
}

function Stat({ label, value, icon }: { label: string; value: number | string; icon?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.stat} role="group" aria-label={label}>
      <Group gap={6}>
        {icon}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text className={classes.statValue}>{value}</Text>
    </Paper>
  );
}

function ContentCard({ title }: { title: UserMovie }) {
  const path =
    title.media_type === 'movie'
      ? AppRoutes.movie(title.movie_id)
      : title.tv_id !== null && title.season_number !== null && title.episode_number !== null
        ? AppRoutes.episode(title.tv_id, title.season_number, title.episode_number)
        : null;
  const percent =
    title.word_token_count === 0 ? 0 : Math.round((title.status_1_count / title.word_token_count) * 100);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        {path ? (
          <Anchor component={Link} to={path} fw={700}>
            {title.title}
          </Anchor>
        ) : (
          <Text fw={700}>{title.title}</Text>
        )}
        <Progress value={percent} size="sm" radius="xl" aria-label={`${percent}%`} />
        <Text size="xs" c="dimmed">
          {`${title.status_1_count}/${title.word_token_count} · ${title.coverage.percent}%`}
        </Text>
      </Stack>
    </Paper>
  );
}

function AchievementCard({
  id,
  earned,
  progress,
  goal,
}: {
  id: AchievementId;
  earned: boolean;
  progress: number;
  goal: number;
}) {
  const text = DashboardMessages.achievement[id];
  return (
    <Paper withBorder radius="md" p="sm" className={classes.achievement} data-earned={earned || undefined}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          radius="xl"
          variant={earned ? 'filled' : 'light'}
          color={earned ? 'yellow' : 'gray'}
          aria-hidden
        >
          <IconTrophy size={18} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{text.title}</Text>
          <Text size="sm" c="dimmed">
            {text.description}
          </Text>
          <Text size="xs" c={earned ? 'yellow.8' : 'dimmed'}>
            {earned ? DashboardMessages.earned : DashboardMessages.progressOf(Math.min(progress, goal), goal)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
