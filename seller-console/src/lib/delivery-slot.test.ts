import { describe, expect, it } from 'vitest';
import { addDays, dateIn, shortClock, slotDateLabel, slotLabel } from './delivery-slot.ts';

describe('naming delivery slots', () => {
  it('works out today in the shop’s time zone, not the browser’s', () => {
    // 20:00 UTC on 27 Nov is already 28 Nov in India, still 27 Nov in New York.
    const at = Date.UTC(2026, 10, 27, 20, 0);
    expect(dateIn('Asia/Kolkata', at)).toBe('2026-11-28');
    expect(dateIn('America/New_York', at)).toBe('2026-11-27');
  });

  it('says Today and Tomorrow, else the day and date', () => {
    const slot = (date: string) => ({ date, start: '07:00', end: '09:00' });
    expect(slotLabel(slot('2026-11-27'), '2026-11-27')).toBe('Today 07:00–09:00');
    expect(slotLabel(slot('2026-11-28'), '2026-11-27')).toBe('Tomorrow 07:00–09:00');
    expect(slotLabel(slot('2026-11-28'), '2026-11-26')).toBe('Sat 28 Nov 07:00–09:00');
    // Without the shop's today, never a guess.
    expect(slotLabel(slot('2026-11-27'))).toBe('Fri 27 Nov 07:00–09:00');
    expect(slotDateLabel({ date: '2026-11-27', start: '18:00', end: '20:00' })).toBe(
      'Fri, 27 Nov, 18:00–20:00',
    );
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(shortClock('07:00')).toBe('7:00');
    expect(shortClock('18:30')).toBe('18:30');
  });
});
