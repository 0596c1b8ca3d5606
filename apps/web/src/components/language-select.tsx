import type { Language } from '@cinevocab/core';
import { Group, Select, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LanguageFlag } from './language-flag';
import classes from './language-select.module.css';

export interface LanguageSelectProps {
  label: string;
  /** Any languages with a name (subtitle languages too), not only the product's own. */
  languages: readonly Pick<Language, 'code' | 'name'>[];
  value: string;
  onChange: (code: string) => void;
  /** Label beside the field (navigation bar) instead of above it (mobile menu). */
  inline?: boolean;
  /** Opens with its list shown and the focus in it (the learner opened it before it existed). */
  initiallyOpened?: boolean;
}

/** A language dropdown whose value and options each show the language's flag and name. */
export function LanguageSelect({
  label,
  languages,
  value,
  onChange,
  inline = false,
  initiallyOpened = false,
}: LanguageSelectProps) {
  return (
    <Select
      defaultDropdownOpened={initiallyOpened}
      // Where the learner's click or key was: the field they opened stands in its place.
      autoFocus={initiallyOpened}
      label={label}
      data={languages.map((language) => ({ value: language.code, label: language.name }))}
      value={value}
      onChange={(code) => {
        if (code !== null) onChange(code);
      }}
      allowDeselect={false}
      leftSection={<LanguageFlag code={value} width={20} decorative />}
      renderOption={({ option, checked }) => (
        <Group gap="sm" wrap="nowrap" w="100%">
          <LanguageFlag code={option.value} width={20} decorative />
          <Text size="sm" flex={1}>
            {option.label}
          </Text>
          {checked ? <IconCheck size={16} aria-hidden /> : null}
        </Group>
      )}
      // The list appears at once (Mantine's default): while it popped in, an option moved under a
      // quick click, which could land beside it.
      comboboxProps={{ shadow: 'md', keepMounted: false }}
      classNames={
        inline
          ? { root: classes.inlineRoot, label: classes.inlineLabel, wrapper: classes.inlineWrapper }
          : undefined
      }
      w={inline ? undefined : '100%'}
      size="sm"
    />
  );
}
