import { type RefObject, useEffect } from 'react';

/**
 * Keeps what was typed into a field before the app took the page over.
 *
 * A page the server rendered shows its fields before the app's code has run, and a learner (or a
 * password manager) may fill them at once. React leaves such a value in the field when it takes
 * the page over, but the component's state still says the field is empty: the next key would wipe
 * it, and a form sent from the state would be sent empty. Once mounted, this hands the field's
 * value to the component when the two differ. On a page the browser rendered itself they never
 * differ, and nothing happens.
 */
export function useValueTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) setValue(shown);
    // Only the value the field held as the app took over is wanted, not later ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
