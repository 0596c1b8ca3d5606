import { AiMessages, StudyMessages } from '@cinevocab/core';
import { Button, Group, TextInput } from '@mantine/core';
import { IconCloudDownload, IconCloudUpload, IconLanguage, IconSearch } from '@tabler/icons-react';
import { SyncStatus } from '@/title-words';
import classes from './vocabulary-table.module.css';

export interface TableToolbarProps {
  canLoad: boolean;
  isLoadingProgress: boolean;
  isSaving: boolean;
  onLoad: () => void;
  onSave: () => void;
  /** 'Translate Words': off while no row is shown. */
  canTranslate: boolean;
  isTranslating: boolean;
  onTranslate: () => void;
  search: string;
  onSearch: (search: string) => void;
}

/** Above the table: Load and Save Progress, Translate Words, the save state and the search. */
export function TableToolbar(props: TableToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCloudDownload size={16} aria-hidden />}
          loading={props.isLoadingProgress}
          disabled={!props.canLoad}
          onClick={props.onLoad}
        >
          {StudyMessages.loadProgress}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCloudUpload size={16} aria-hidden />}
          loading={props.isSaving}
          onClick={props.onSave}
        >
          {StudyMessages.saveProgress}
        </Button>
        <Button
          variant="light"
          leftSection={<IconLanguage size={16} aria-hidden />}
          loading={props.isTranslating}
          disabled={!props.canTranslate}
          onClick={props.onTranslate}
        >
          {AiMessages.translateWords}
        </Button>
        <SyncStatus />
      </Group>
      <TextInput
        placeholder={StudyMessages.searchWords}
        aria-label={StudyMessages.searchWords}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        className={classes.search}
      />
    </Group>
  );
}
