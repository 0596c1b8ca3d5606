import { AppRoutes, StudyMessages } from '@cinevocab/core';
import { Button, Container } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';

/** The drill with no word to learn: says so, with the way back to where the learner came from. */
export function NoWordsToLearn({ from }: { from: { path: string; label: string } | undefined }) {
  return (
    <Container size="sm" py="xl">
      <EmptyState icon={IconMoodEmpty} level="page" title={StudyMessages.noLearningWordsFound}>
        <Button
          component={Link}
          to={from?.path ?? AppRoutes.home}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
        >
          {from?.label ?? StudyMessages.myMovies}
        </Button>
      </EmptyState>
    </Container>
  );
}
