import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText, safeMarkdownUrl } from './markdown-text.tsx';

describe('MarkdownText', () => {
  it('shows headings, lists and safe links', () => {
    render(
      <MarkdownText>
        {
          '# Delivery\n\n- Same day\n- Next day\n\n[Call us](tel:+919845012345) or [write](mailto:a@b.in)'
        }
      </MarkdownText>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:a@b.in');
  });

  it("puts the text's headings one level down under a page's own h1", () => {
    render(<MarkdownText nested>{'# Hours\n\n## Sundays'}</MarkdownText>);
    expect(screen.getByRole('heading', { level: 2, name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sundays' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('drops raw HTML and makes no link of a script URL or picture', () => {
    const { container } = render(
      <MarkdownText>
        {
          'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) ![pic](https://e.x/p.png)'
        }
      </MarkdownText>,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click')).toBeInTheDocument();
  });

  it.each([
    ['https://x.com/shop', 'https://x.com/shop'],
    ['/my-orders', '/my-orders'],
    ['//evil.example', ''],
    ['JavaScript:alert(1)', ''],
    ['data:text/html,hi', ''],
  ])('lets %s through as %j', (url, shown) => {
    expect(safeMarkdownUrl(url)).toBe(shown);
  });
});
