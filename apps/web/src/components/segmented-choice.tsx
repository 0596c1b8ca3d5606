import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One of a few choices, as a bar of segments: native radio buttons (arrow keys move between them)
 * laid out by CSS alone. Mantine's SegmentedControl measures its segments while React puts the
 * page on screen, which made the browser work out the styles of the whole new page in the middle
 * of that task (100 ms on this machine, four times that on a phone).
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`${classes.root} ${className ?? ''}`}>
      {options.map((option) => (
        <label
          key={option.value}
          className={classes.segment}
          data-checked={option.value === value || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
