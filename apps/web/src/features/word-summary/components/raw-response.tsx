import { WordMessages } from '@cinevocab/core';
import { Button, Code } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCode } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './raw-response.module.css';

/** The word service's answer as it came, folded away until asked for. */
export function RawResponse({ raw }: { raw: unknown }) {
  const [isOpen, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <div className={classes.root}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        leftSection={<IconCode size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            className={classes.chevron}
            data-open={isOpen || undefined}
          />
        }
      >
        {WordMessages.rawResponse}
      </Button>
      <div id={panelId}>
        {isOpen && (
          <Code block className={classes.code}>
            {JSON.stringify(raw, null, 2)}
          </Code>
        )}
      </div>
    </div>
  );
}
