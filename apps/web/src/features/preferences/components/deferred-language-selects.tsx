import { languageName, Messages } from '@cinevocab/core';
import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LanguageFlag } from '@/components/language-flag';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import selectClasses from '@/components/language-select.module.css';
import { usePreferences } from '../hooks/use-preferences';
import type { LanguageSelectsProps } from './language-selects';

const LanguageSelects = lazy(() =>
  import('./language-selects').then((module) => ({ default: module.LanguageSelects })),
);

/**
 * The 'Learning:' and 'My Language:' dropdowns, fetched after the first page: their menus, and the
 * positioning library under them, are 15 KB of compressed JavaScript that the first paint of every
 * page does without. Until they arrive, each field shows its language, unchangeable, in the same
 * place and size.
 */
export function DeferredLanguageSelects(props: LanguageSelectsProps) {
  // A page rendered on the server shows the same preview, whether or not the server has the code.
  if (!useIsInBrowser()) return <LanguageFieldsPreview {...props} />;
  return (
    <Suspense fallback={<LanguageFieldsPreview {...props} />}>
      <LanguageSelects {...props} />
    </Suspense>
  );
}

function LanguageFieldsPreview({ inline = false }: LanguageSelectsProps) {
  const { learning, native } = usePreferences();
  return (
    <>
      <LanguageFieldPreview label={Messages.learningLabel} code={learning} inline={inline} />
      <LanguageFieldPreview label={Messages.myLanguageLabel} code={native} inline={inline} />
    </>
  );
}

function LanguageFieldPreview({ label, code, inline }: { label: string; code: string; inline: boolean }) {
  return (
    <TextInput
      label={label}
      value={languageName(code)}
      readOnly
      // Not usable yet: assistive technology, and tests, wait for the real dropdown.
      aria-disabled
      leftSection={<LanguageFlag code={code} width={20} decorative />}
      classNames={
        inline
          ? {
              root: selectClasses.inlineRoot,
              label: selectClasses.inlineLabel,
              wrapper: selectClasses.inlineWrapper,
            }
          : undefined
      }
      w={inline ? undefined : '100%'}
      size="sm"
    />
  );
}
