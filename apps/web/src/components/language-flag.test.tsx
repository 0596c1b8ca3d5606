import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LanguageFlag } from './language-flag';
import { LanguageSelect } from './language-select';

describe('language flags', () => {
  it('shows the flag of a listed language, named after the language', () => {
    renderWithProviders(<LanguageFlag code="es" />);
    const flag = screen.getByRole('img', { name: 'Spanish' });
    expect(flag).toHaveAttribute('data-flag', 'ES');
    expect(flag.querySelector('img')?.getAttribute('src')).toMatch(/\/ES[^/]*\.svg/);
  });

  it('shows a white flag, still named after the language, for a code without a flag', () => {
    renderWithProviders(<LanguageFlag code="ja" />);
    const flag = screen.getByRole('img', { name: 'Japanese' });
    expect(flag).toHaveAttribute('data-flag', 'white');
    expect(flag).toHaveAttribute('title', 'Japanese');
    expect(flag.querySelector('img')).toBeNull();
  });

  it('shows a flag beside the chosen language and beside every option of a dropdown', async () => {
    const chosen = vi.fn();
    const { container } = renderWithProviders(
      <LanguageSelect
        label="Subtitles:"
        languages={[
          { code: 'es', name: 'Spanish' },
          { code: 'ja', name: 'Japanese' },
        ]}
        value="ja"
        onChange={chosen}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Subtitles:' });
    expect(field).toHaveValue('Japanese');
    expect(container.querySelector('.mantine-Select-section [data-flag="white"]')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(field);
    const japanese = await screen.findByRole('option', { name: 'Japanese' });
    expect(japanese.querySelector('[data-flag="white"]')).not.toBeNull();
    const spanish = screen.getByRole('option', { name: 'Spanish' });
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    expect(spanish.querySelector('[data-flag="ES"]')).not.toBeNull();

    await user.click(spanish);
    expect(chosen).toHaveBeenCalledWith('es');
  });
});
