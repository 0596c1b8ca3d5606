import { WordMessages } from '@cinevocab/core';
import { InputBase } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

export interface LevelSelectProps {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The table's level select: the browser's own list, in a field styled as the page's others. A
 * phone opens its own picker for it. Mantine's Select (and its NativeSelect, which imports it)
 * would bring five more scripts, about 30 KB compressed, to every load of a table, for a choice
 * among seven fixed levels.
 */
export function LevelSelect({ value, options, onChange, className }: LevelSelectProps) {
  return (
    <InputBase
      component="select"
      label={WordMessages.levelPickerLabel}
      className={className}
      pointer
      rightSection={<IconChevronDown size={16} stroke={1.5} aria-hidden />}
      rightSectionPointerEvents="none"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
