import { languageName, Messages } from '@cinevocab/core';
import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { LanguageFlag } from '@/components/language-flag';
import { usePreferences } from '../hooks/use-preferences';

export interface LanguagePairProps {
  /** Flag width in pixels. */
  flagWidth?: number;
}

/** The pair of flags with an arrow between them: the language learnt, then the user's own. */
export function LanguagePair({ flagWidth = 24 }: LanguagePairProps) {
  const { learning, native } = usePreferences();
  const label = Messages.languagePair(languageName(learning), languageName(native));
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label} title={label}>
      <LanguageFlag code={learning} width={flagWidth} decorative />
      <IconArrowRight size={14} aria-hidden color="var(--mantine-color-gray-6)" />
      <LanguageFlag code={native} width={flagWidth} decorative />
    </Group>
  );
}
