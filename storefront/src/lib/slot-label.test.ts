import { describe, expect, it } from 'vitest';
import { bookedSlotLabel, dayLabel, slotLabel, timeLabel } from './slot-label.ts';

describe('slot labels', () => {
  it('names the day from the shop’s today', () => {
    expect(dayLabel('2026-11-27', '2026-11-27')).toBe('Today');
    expect(dayLabel('2026-11-28', '2026-11-27')).toBe('Tomorrow');
    expect(dayLabel('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(dayLabel('2026-11-29', '2026-11-27')).toBe('Sun 29 Nov');
  });

  it('reads times the way a shopper says them', () => {
    expect(timeLabel('07:00', '09:00')).toBe('7–9 am');
    expect(timeLabel('18:00', '20:00')).toBe('6–8 pm');
    expect(timeLabel('11:00', '13:00')).toBe('11 am–1 pm');
    expect(timeLabel('00:00', '01:30')).toBe('12–1:30 am');
    expect(timeLabel('12:00', '12:45')).toBe('12–12:45 pm');
    expect(slotLabel({ date: '2026-11-28', start: '07:00', end: '09:00' }, '2026-11-27')).toBe(
      'Tomorrow 7–9 am',
    );
    expect(bookedSlotLabel({ date: '2026-11-28', start: '07:00', end: '09:00' })).toBe(
      'Sat 28 Nov 7–9 am',
    );
  });
});
