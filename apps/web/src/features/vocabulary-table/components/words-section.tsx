import { type Level, WordMessages } from '@cinevocab/core';
import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import type { VocabularyTableState } from '../hooks/use-vocabulary-table';
import { countByStatus, nextSort } from '../table-logic';
import { StatusFilterChips } from './status-filter-chips';
import { TableToolbar } from './table-toolbar';
import { WordsTable } from './words-table';

export interface WordsSectionProps {
  table: VocabularyTableState;
  level: Level | 'all';
}

/** The table once its words are there: the toolbar, the status filters, and the rows (or none). */
export function WordsSection({ table, level }: WordsSectionProps) {
  const {
    words,
    saving,
    meanings,
    rows,
    search,
    setSearch,
    filter,
    setFilter,
    atLevel,
    statusOf,
    sort,
    setSort,
  } = table;
  return (
    <>
      <TableToolbar
        canLoad={(words?.length ?? 0) !== 0}
        isLoadingProgress={saving.isLoading}
        isSaving={saving.isSaving}
        onLoad={() => void saving.load()}
        onSave={() => void saving.save()}
        canTranslate={rows.length !== 0}
        isTranslating={meanings.isTranslating}
        onTranslate={() => void meanings.translateWords(rows)}
        search={search}
        onSearch={setSearch}
      />
      <StatusFilterChips filter={filter} onFilter={setFilter} counts={countByStatus(atLevel, statusOf)} />
      {rows.length === 0 ? (
        <Stack gap={4} align="center" py="xl" ta="center">
          <Text fw={600}>{WordMessages.noWordsForLevel(level)}</Text>
          <Text c="dimmed">{WordMessages.tryAnotherLevel}</Text>
        </Stack>
      ) : (
        <RegionErrorBoundary>
          {/* Nothing in it waits: the boundary has React take the table over from the
              server's page in a pass and a task of its own, after the page around it. */}
          <Suspense fallback={null}>
            <WordsTable
              rows={rows}
              sort={sort}
              onSort={(column) => setSort(nextSort(sort, column))}
              statusOf={statusOf}
              translationOf={meanings.cellOf}
              showTranslation={atLevel.some((word) => meanings.cellOf(word.token) !== null)}
              onStatus={meanings.onStatus}
              onOpen={table.setOpened}
            />
          </Suspense>
        </RegionErrorBoundary>
      )}
    </>
  );
}
