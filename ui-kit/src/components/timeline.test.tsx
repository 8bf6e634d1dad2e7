import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Timeline, type TimelineStep } from './timeline.tsx';

const steps: TimelineStep[] = [
  { title: 'Order Placed', time: '23 Nov, 10:00 am', state: 'done' },
  { title: 'Packed', time: '23 Nov, 10:05 am', detail: 'by the shop', state: 'current' },
  { title: 'Out for delivery', state: 'upcoming' },
  { title: 'Delivered', state: 'upcoming' },
];

describe('Timeline', () => {
  it('lists the steps in order, saying where each stands, with the current one marked', () => {
    render(<Timeline label="History of order KR-10001" steps={steps} />);
    const list = screen.getByRole('list', { name: 'History of order KR-10001' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Order Placed (done)23 Nov, 10:00 am',
      'Packed (now)23 Nov, 10:05 amby the shop',
      'Out for delivery (not yet)',
      'Delivered (not yet)',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('shows a stopped step', () => {
    render(
      <Timeline
        label="History"
        steps={[
          { title: 'Order Placed', state: 'done' },
          { title: 'Cancelled', state: 'stopped' },
        ]}
      />,
    );
    expect(screen.getByText('Cancelled')).toHaveTextContent('Cancelled (stopped here)');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Timeline label="History" steps={steps} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
