import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-accordion.module.css';

export interface DetailAccordionProps {
  /** The items open at first; every item opens and closes on demand after that. */
  defaultOpen?: string[];
  children: ReactNode;
}

/** The accordion of the detail pages; several items may be open at once. */
export function DetailAccordion({ defaultOpen = [], children }: DetailAccordionProps) {
  return (
    <Accordion multiple defaultValue={defaultOpen} variant="separated" radius="lg" classNames={classes}>
      {children}
    </Accordion>
  );
}

export interface DetailAccordionItemProps {
  value: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

export function DetailAccordionItem({ value, label, icon, children }: DetailAccordionItemProps) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control icon={icon}>{label}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}
