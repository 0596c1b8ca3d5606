import { WatchMessages } from '@cinevocab/core';
import { Button, Group, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconChecklist, IconKeyboard } from '@tabler/icons-react';
import { memo } from 'react';
import classes from './watch.module.css';

export interface WatchToolbarProps {
  onlyOneNew: boolean;
  onOnlyOneNew: (only: boolean) => void;
  oneNewCount: number;
  allTranslations: boolean;
  onAllTranslations: (all: boolean) => void;
  hasTranslations: boolean;
  onNextNewWord: () => void;
  onMarkScene: () => void;
  onShowKeys: () => void;
  /** What the last step said ('12 words marked known'), with its undo when it has one. */
  note: { text: string; undo?: () => void } | null;
}

/**
 * The reader's steps: next new word, a turned page, the i+1 lines, and the translations. Drawn
 * again only when what it shows changes, not at every mark.
 */
export const WatchToolbar = memo(function WatchToolbar(props: WatchToolbarProps) {
  const { note } = props;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconArrowDown size={16} aria-hidden />}
          onClick={props.onNextNewWord}
        >
          {WatchMessages.nextNewWord}
        </Button>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconChecklist size={16} aria-hidden />}
          onClick={props.onMarkScene}
        >
          {WatchMessages.markSceneKnown}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          className={classes.keysButton}
          leftSection={<IconKeyboard size={16} aria-hidden />}
          onClick={props.onShowKeys}
        >
          {WatchMessages.keysOpen}
        </Button>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Switch
          label={`${WatchMessages.onlyOneNew} (${props.oneNewCount})`}
          checked={props.onlyOneNew}
          onChange={(event) => props.onOnlyOneNew(event.currentTarget.checked)}
        />
        {props.hasTranslations ? (
          <Switch
            label={WatchMessages.showTranslations}
            checked={props.allTranslations}
            onChange={(event) => props.onAllTranslations(event.currentTarget.checked)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {WatchMessages.noTranslations}
          </Text>
        )}
      </Group>
      <div role="status" aria-live="polite">
        {note && (
          <Group gap="xs">
            <Text size="sm">{note.text}</Text>
            {note.undo && (
              <Button size="compact-sm" variant="outline" onClick={note.undo}>
                {WatchMessages.undo}
              </Button>
            )}
          </Group>
        )}
      </div>
    </>
  );
});
