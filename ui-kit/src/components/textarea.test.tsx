import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Textarea aria-label="Description" />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes several lines', async () => {
    render(<Textarea aria-label="Description" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, 'Crisp{Enter}Juicy');
    expect(box).toHaveValue('Crisp\nJuicy');
  });
});
