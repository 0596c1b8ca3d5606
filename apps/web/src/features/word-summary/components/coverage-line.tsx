import { type NativeLanguageCode, type StudyLanguageCode, StudyMessages } from '@cinevocab/core';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useCoverage } from '../api/get-coverage';
import type { WordTitle } from '@/title-words';

export interface CoverageLineProps {
  title: WordTitle;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * 'You know 87% of the words in this movie': the share of the title's running words the
 * learner marked known, and how many more words would take it to 95 %. It moves as words are
 * marked on any screen. Nothing shows until the figure is there.
 */
export function CoverageLine({ title, learning, native }: CoverageLineProps) {
  const coverage = useCoverage(title, learning, native);
  if (!coverage.data || coverage.data.total_tokens === 0) return null;
  const { percent, words_to_95: wordsTo95 } = coverage.data;
  return (
    <Stack gap={4} mt="md" aria-label={StudyMessages.coverageLabel} role="group">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{StudyMessages.coverage(percent, title.mediaType)}</Text>
        <Text size="sm" c="dimmed">
          {wordsTo95 === 0 ? StudyMessages.coverageReached : StudyMessages.coverageTo95(wordsTo95)}
        </Text>
      </Group>
      <Progress value={percent} color="teal" size="md" radius="xl" aria-hidden />
    </Stack>
  );
}
