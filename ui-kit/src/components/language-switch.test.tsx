import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { axeViolations } from '../test/axe.ts';
import { LanguageSwitch } from './language-switch.tsx';

const languages = [
  { code: 'en-IN', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

describe('LanguageSwitch', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <LanguageSwitch languages={languages} current="en-IN" onChoose={() => undefined} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a named group of buttons, the current language pressed, each in its own language', () => {
    render(<LanguageSwitch languages={languages} current="en-IN" onChoose={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
    expect(hindi).toHaveAttribute('lang', 'hi');
  });

  it('chooses another language, and does nothing for the current one', async () => {
    const onChoose = vi.fn();
    render(<LanguageSwitch languages={languages} current="en-IN" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(onChoose).toHaveBeenCalledWith('hi');
  });

  it('shows only the other languages when compact (a phone bar)', () => {
    render(
      <LanguageSwitch languages={languages} current="en-IN" onChoose={() => undefined} compact />,
    );
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names its group in Hindi on a Hindi page', async () => {
    await activateLanguage('hi', { load: async () => ({}) });
    render(<LanguageSwitch languages={languages} current="hi" onChoose={() => undefined} />);
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });
});
