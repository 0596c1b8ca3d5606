import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DeferredTooltip } from './deferred-tooltip';

function renderBadge() {
  renderWithProviders(
    <DeferredTooltip label="You know 92% of the words">
      <button type="button" aria-label="You know 92% of the words">
        92%
      </button>
    </DeferredTooltip>,
  );
  return screen.getByRole('button', { name: 'You know 92% of the words' });
}

describe('a deferred tooltip', () => {
  it('says its text on focus, on the same element, and hides on Escape and on leaving', async () => {
    const badge = renderBadge();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You know 92% of the words');
    // The code arrived without re-creating the badge: it is the element that has the focus.
    expect(screen.getByRole('button')).toBe(badge);
    expect(badge).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    fireEvent.focus(badge);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on mouse hover, and on a tap of a touch screen', async () => {
    const badge = renderBadge();
    fireEvent.pointerEnter(badge, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(badge, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    fireEvent.pointerDown(badge, { pointerType: 'touch' });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
