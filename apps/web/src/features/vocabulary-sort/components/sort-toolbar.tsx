import { type Level, Levels, StudyMessages } from '@cinevocab/core';
import { Button, Group, Menu, Select } from '@mantine/core';
import { IconArrowsSort, IconCloudDownload, IconCloudUpload } from '@tabler/icons-react';
import type { SortMethod } from '../sort-engine';

const methodLabels: Readonly<Record<SortMethod, string>> = {
  adaptive: StudyMessages.sortAdaptive,
  'by-difficulty': StudyMessages.sortHardest,
  'by-easiest': StudyMessages.sortEasiest,
  'by-count': StudyMessages.sortMostFrequent,
};

export interface SortToolbarProps {
  levelFilter: Level | 'all';
  /** Unsorted words per level: a level without any cannot be chosen. */
  unsorted: Readonly<Record<Level, number>>;
  method: SortMethod;
  canLoad: boolean;
  isLoading: boolean;
  canSave: boolean;
  isSaving: boolean;
  onLevelFilter: (level: Level | 'all') => void;
  onMethod: (method: SortMethod) => void;
  onLoad: () => void;
  onSave: () => void;
}

/** Load Progress, Save Progress, the level filter and the sorting method. */
export function SortToolbar(props: SortToolbarProps) {
  const total = Levels.reduce((sum, level) => sum + (props.unsorted[level] ?? 0), 0);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Button
        variant="default"
        leftSection={<IconCloudDownload size={16} aria-hidden />}
        disabled={!props.canLoad}
        loading={props.isLoading}
        onClick={props.onLoad}
      >
        {StudyMessages.loadProgress}
      </Button>
      <Button
        variant="default"
        leftSection={<IconCloudUpload size={16} aria-hidden />}
        disabled={!props.canSave}
        loading={props.isSaving}
        onClick={props.onSave}
      >
        {StudyMessages.saveProgress}
      </Button>
      <Select
        aria-label={StudyMessages.levelFilterLabel}
        w={190}
        allowDeselect={false}
        value={String(props.levelFilter)}
        onChange={(value) =>
          value !== null && props.onLevelFilter(value === 'all' ? 'all' : (Number(value) as Level))
        }
        data={[
          { value: 'all', label: `${StudyMessages.allLevels} (${total})` },
          ...Levels.map((level) => ({
            value: String(level),
            label: `${StudyMessages.level(level)} (${props.unsorted[level] ?? 0})`,
            disabled: (props.unsorted[level] ?? 0) === 0,
          })),
        ]}
      />
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="default" leftSection={<IconArrowsSort size={16} aria-hidden />}>
            {methodLabels[props.method]}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={StudyMessages.sortMethodLabel}>
          {(Object.keys(methodLabels) as SortMethod[]).map((method) => (
            <Menu.Item
              key={method}
              onClick={() => props.onMethod(method)}
              fw={method === props.method ? 700 : undefined}
              aria-current={method === props.method || undefined}
            >
              {methodLabels[method]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
