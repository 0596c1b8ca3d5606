import { type StudyLanguageCode, StudyPageMessages, type VocabularyWord } from '@cinevocab/core';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import classes from './study.module.css';

export interface ContextOverviewProps {
  /** The title's words, and the known ones among them. */
  total: number;
  knownCount: number;
  /** The title's words to learn, and the ones saved in this session. */
  savedCount: number;
  savedHere: readonly VocabularyWord[];
  learning: StudyLanguageCode;
  isDefinitionsShown: boolean;
  onDefinitionsShown: (isShown: boolean) => void;
  onReset: () => void;
}

/** Above Context Learning's words: the progress, the saved words, Show Definitions and Reset. */
export function ContextOverview({ total, knownCount, savedHere, ...props }: ContextOverviewProps) {
  const percent = total === 0 ? 0 : Math.round((knownCount / total) * 100);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap={6}>
          <Title order={2} size="h5">
            {StudyPageMessages.progress}
          </Title>
          <Text className={classes.figure}>{percent}%</Text>
          <Progress value={percent} size="sm" radius="xl" aria-hidden />
          <Text size="sm" c="dimmed">
            {StudyPageMessages.learnedOf(knownCount, total)}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap={6}>
          <Title order={2} size="h5">
            {StudyPageMessages.savedWords}
          </Title>
          <Text className={classes.figure}>{props.savedCount}</Text>
          {savedHere.length > 0 && (
            <Group gap={4}>
              {savedHere.map((each) => (
                <Badge key={each.token} variant="light" tt="none" lang={props.learning}>
                  {each.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm" justify="center" h="100%">
          <Switch
            label={StudyPageMessages.showDefinitions}
            checked={props.isDefinitionsShown}
            onChange={(event) => props.onDefinitionsShown(event.currentTarget.checked)}
          />
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={props.onReset}
          >
            {StudyPageMessages.reset}
          </Button>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
