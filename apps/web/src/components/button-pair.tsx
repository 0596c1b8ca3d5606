import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Two answer buttons of equal width, side by side; on a phone one above the other, so that
 * labels such as 'Need to Learn' are never cut off.
 */
export function ButtonPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}
