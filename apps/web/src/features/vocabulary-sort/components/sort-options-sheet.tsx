import { Messages, StudyMessages } from '@cinevocab/core';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sort.module.css';

export interface SortOptionsSheetProps {
  opened: boolean;
  onClose: () => void;
  /** The sort's toolbar: Load and Save Progress, the level filter and the sorting method. */
  children: ReactNode;
}

/**
 * On a phone, the sort's toolbar in a sheet from the bottom of the screen: shown in the page, it
 * pushed the word card and its answers below the first screen.
 */
export function SortOptionsSheet({ opened, onClose, children }: SortOptionsSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      classNames={{ content: classes.optionsSheet, title: classes.optionsSheetTitle }}
      title={StudyMessages.sortOptions}
      closeButtonProps={{ 'aria-label': Messages.closeDialog }}
    >
      {children}
    </Drawer>
  );
}
