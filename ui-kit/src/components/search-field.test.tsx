import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('has no axe violations', async () => {
    const { container } = render(<SearchField />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports each keystroke and the search on Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchField onValueChange={onValueChange} onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'apple{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('apple');
    expect(onSearch).toHaveBeenCalledWith('apple');
  });

  it('searches with the button too', async () => {
    const onSearch = vi.fn();
    render(<SearchField defaultValue="milk" onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('milk');
  });
});
