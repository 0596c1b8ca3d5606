import { Stack, Text } from '@mantine/core';
import classes from './session-figure.module.css';

/** One figure of a finished session ('Total Words', 'Passes Completed'…): the number over its name. */
export function SessionFigure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text className={classes.figure}>{value}</Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
