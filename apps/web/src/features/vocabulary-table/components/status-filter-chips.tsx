import { StudyMessages } from '@cinevocab/core';
import { Chip, Group } from '@mantine/core';
import type { StatusFilter } from '../table-logic';

const filters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: StudyMessages.filterAll },
  { value: 'to-learn', label: StudyMessages.filterToLearn },
  { value: 'known', label: StudyMessages.filterKnown },
  { value: 'unsorted', label: StudyMessages.filterUnsorted },
];

export interface StatusFilterChipsProps {
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  /** How many words at the level each filter shows. */
  counts: Record<StatusFilter, number>;
}

/** The table's status filters, each with its count of words. */
export function StatusFilterChips({ filter, onFilter, counts }: StatusFilterChipsProps) {
  return (
    <Chip.Group multiple={false} value={filter} onChange={(value) => onFilter(value as StatusFilter)}>
      <Group gap="xs" role="group" aria-label={StudyMessages.statusLabel}>
        {filters.map((each) => (
          <Chip key={each.value} value={each.value} variant="light">
            {`${each.label} ${counts[each.value]}`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
