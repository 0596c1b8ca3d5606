import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mantineStylesFile, mantineStylesModule } from '../../scripts/mantine-css';

describe("the app's Mantine style sheets", () => {
  it('include those of every Mantine component the code uses, and of what each is built from', () => {
    // On failure: `npx tsx apps/web/scripts/mantine-css.ts` writes the file anew. A sheet missing
    // here leaves a component unstyled in the browser, which no other unit test would notice.
    expect(readFileSync(mantineStylesFile, 'utf8')).toBe(mantineStylesModule());
  });

  it('hold the sheets of the components under the ones the app names (a Select is an Input in a Popover)', () => {
    const module = mantineStylesModule();
    for (const sheet of ['Input', 'Popover', 'Combobox', 'UnstyledButton', 'ModalBase', 'Overlay']) {
      expect(module).toContain(`@mantine/core/styles/${sheet}.css`);
    }
    expect(module).not.toContain('@mantine/core/styles/ColorPicker.css');
  });
});
