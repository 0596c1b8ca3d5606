import { LevelColors, Messages } from '@cinevocab/core';
import { Drawer, MantineProvider, Modal, Notification, Pagination } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { dimmedTextColour, theme } from './theme';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `colour` laid at `opacity` over white, as Mantine's light variant lays its tint. */
function tintOf(colour: string, opacity: number): string {
  const mixed = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(colour.slice(start, start + 2), 16);
    return Math.round(255 * (1 - opacity) + channel * opacity);
  });
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const white = '#ffffff';
const panelGrey = '#f1f3f5';

describe('the theme', () => {
  const colours = theme.colors ?? {};

  it('writes text in every colour of the levels, and of the other named colours, at 4.5:1 or more', () => {
    for (const name of new Set([...Object.values(LevelColors), ...Object.keys(colours)])) {
      const shades = colours[name];
      expect(shades, name).toHaveLength(10);
      for (const shade of shades!.slice(7)) {
        // Coloured text, light and outline variants on white, and white text on a filled one.
        expect(contrast(shade, white), `${name} ${shade} on white`).toBeGreaterThanOrEqual(4.5);
        // A light badge or button: the shade on its own tint (12 % when hovered).
        expect(contrast(shade, tintOf(shade, 0.12)), `${name} ${shade} on its tint`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('writes secondary text at 4.5:1 or more, on white and on a grey panel', () => {
    expect(contrast(dimmedTextColour, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmedTextColour, panelGrey)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the close button of a toast', () => {
    renderWithProviders(<Notification onClose={() => undefined}>Saved</Notification>);
    expect(screen.getByRole('button', { name: Messages.closeNotification })).toBeInTheDocument();
  });

  it('opens a dialog above a drawer that is open', async () => {
    renderWithProviders(
      <>
        <Drawer opened onClose={() => undefined} title="Translation Assistant">
          Drawer
        </Drawer>
        <Modal opened onClose={() => undefined} title="Sentences">
          Dialog
        </Modal>
      </>,
    );
    const layer = async (name: string) =>
      Number(
        getComputedStyle(
          (await screen.findByRole('dialog', { name })).closest('[style*="--mb-z-index"]')!,
        ).getPropertyValue('--mb-z-index'),
      );
    expect(await layer('Sentences')).toBeGreaterThan(await layer('Translation Assistant'));
  });

  it('names the close button of a dialog', async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Word">
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: Messages.closeDialog })).toBeInTheDocument();
  });

  it('closes a dialog without a fading transition when my system asks for reduced motion (as the test page does)', async () => {
    function Closing() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(false)}>
            Done
          </button>
          <Modal opened={opened} onClose={() => setOpened(false)} title="Word">
            Body
          </Modal>
        </>
      );
    }
    // The app's theme alone: the test providers' `env="test"` would skip every transition anyway.
    render(
      <MantineProvider theme={theme}>
        <Closing />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Clicked outside React's event loop, with no timers run: only an instant close removes it.
    act(() => screen.getByRole('button', { name: 'Done', hidden: true }).click());
    expect(screen.queryByText('Body')).not.toBeInTheDocument();
  });

  it('names the arrows of a pagination', () => {
    renderWithProviders(<Pagination total={5} withEdges defaultValue={2} />);
    for (const name of [Messages.firstPage, Messages.previousPage, Messages.nextPage, Messages.lastPage]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
