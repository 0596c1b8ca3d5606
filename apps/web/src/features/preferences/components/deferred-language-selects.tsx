import { languageName, Messages } from '@cinevocab/core';
import { Loader, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { LanguageFlag } from '@/components/language-flag';
import selectClasses from '@/components/language-select.module.css';
import { showNotification } from '@/lib/notify';
import { usePreferences } from '../hooks/use-preferences';
import type { LanguageField, LanguageSelects, LanguageSelectsProps } from './language-selects';

/** What the dropdowns' script gives: the dropdowns. */
export interface LanguageSelectsModule {
  LanguageSelects: typeof LanguageSelects;
}

const loadLanguageSelects = (): Promise<LanguageSelectsModule> => import('./language-selects');

export interface DeferredLanguageSelectsProps extends LanguageSelectsProps {
  /** Fetches the dropdowns' code: the app's script, unless a test gives one that fails. */
  load?: () => Promise<LanguageSelectsModule>;
}

/** The keys that open a dropdown from its field, as Mantine's Select opens it. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The 'Learning:' and 'My Language:' dropdowns, whose code is fetched when the learner reaches for
 * one, not with the page: their lists (Mantine's Select, its scroll area and focus trap) are six
 * scripts and about 15 KB of compressed JavaScript that a phone would otherwise fetch and run on
 * every page, most often for nothing. Until then each field shows its language in the same place
 * and look, and is already a control: pointing at it or focusing it starts the fetch; a click, a
 * tap, Enter, Space or an arrow key opens the real dropdown in its place, with the focus in it.
 */
export function DeferredLanguageSelects({
  load = loadLanguageSelects,
  ...props
}: DeferredLanguageSelectsProps) {
  const [selects, setSelects] = useState<LanguageSelectsModule | null>(null);
  const [opening, setOpening] = useState<LanguageField | null>(null);

  if (selects !== null) return <selects.LanguageSelects {...props} openedField={opening ?? undefined} />;

  const open = (field: LanguageField) => {
    if (opening !== null) return;
    setOpening(field);
    load().then(setSelects, () => {
      setOpening(null);
      showNotification({ tone: 'error', message: Messages.languageListUnavailable });
    });
  };
  // Started early, so that the dropdown is usually here by the time the click or key comes.
  const prefetch = () => void load().catch(() => undefined);
  return <LanguageFieldsPreview {...props} opening={opening} onOpen={open} onPrefetch={prefetch} />;
}

interface PreviewProps extends LanguageSelectsProps {
  /** The field whose dropdown is on its way, if any. */
  opening: LanguageField | null;
  onOpen: (field: LanguageField) => void;
  onPrefetch: () => void;
}

function LanguageFieldsPreview({ inline = false, opening, onOpen, onPrefetch }: PreviewProps) {
  const { learning, native } = usePreferences();
  return (
    <>
      <LanguageFieldPreview
        label={Messages.learningLabel}
        code={learning}
        inline={inline}
        isOpening={opening === 'learning'}
        onOpen={() => onOpen('learning')}
        onPrefetch={onPrefetch}
      />
      <LanguageFieldPreview
        label={Messages.myLanguageLabel}
        code={native}
        inline={inline}
        isOpening={opening === 'native'}
        onOpen={() => onOpen('native')}
        onPrefetch={onPrefetch}
      />
    </>
  );
}

interface FieldPreviewProps {
  label: string;
  code: string;
  inline: boolean;
  isOpening: boolean;
  onOpen: () => void;
  onPrefetch: () => void;
}

function LanguageFieldPreview({ label, code, inline, isOpening, onOpen, onPrefetch }: FieldPreviewProps) {
  return (
    <TextInput
      label={label}
      value={languageName(code)}
      readOnly
      // What the real dropdown's field says of itself, so that it reads the same before and after.
      aria-haspopup="listbox"
      aria-busy={isOpening || undefined}
      onPointerEnter={onPrefetch}
      onPointerDown={onPrefetch}
      onFocus={onPrefetch}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
      leftSection={<LanguageFlag code={code} width={20} decorative />}
      // The real dropdown's chevron, or a spinner while its code is on its way.
      rightSection={
        isOpening ? (
          <Loader size="xs" aria-hidden />
        ) : (
          <span className={selectClasses.previewChevron} aria-hidden />
        )
      }
      rightSectionPointerEvents="none"
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
