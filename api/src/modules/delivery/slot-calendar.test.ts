import { afterEach, describe, expect, it } from 'vitest';
import { instantOf, shopDays } from '../../lib/shop-calendar.ts';
import { clockOf, minutesOf } from './slot-calendar.ts';

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

// Node reads TZ again when it changes: the same answers whatever the server's own zone.
describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])(
  "the shop's calendar on a server in %s",
  (zone) => {
    it('names the shop’s days from its own midnight', () => {
      process.env.TZ = zone;
      // 20:00 UTC on Thursday 26 Nov is 01:30 on Friday 27 Nov in India.
      const days = shopDays(Date.UTC(2026, 10, 26, 20, 0), 'Asia/Kolkata', 7);
      expect(days[0]).toEqual({ date: '2026-11-27', weekday: 'Fri' });
      expect(days.map((d) => d.weekday)).toEqual(['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu']);
      expect(days[6]?.date).toBe('2026-12-03');
      // The same instant is 15:00 on Thursday in New York.
      expect(shopDays(Date.UTC(2026, 10, 26, 20, 0), 'America/New_York', 1)[0]).toEqual({
        date: '2026-11-26',
        weekday: 'Thu',
      });
    });

    it('turns a shop’s clock time into the instant, across a change of summer time', () => {
      process.env.TZ = zone;
      expect(instantOf('2026-11-27', '07:00', 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 27, 1, 30));
      // New York: EDT (UTC-4) until 1 Nov 2026, EST (UTC-5) after.
      expect(instantOf('2026-10-31', '09:00', 'America/New_York')).toBe(
        Date.UTC(2026, 9, 31, 13, 0),
      );
      expect(instantOf('2026-11-02', '09:00', 'America/New_York')).toBe(
        Date.UTC(2026, 10, 2, 14, 0),
      );
      expect(instantOf('2026-11-27', '23:59', 'UTC')).toBe(Date.UTC(2026, 10, 27, 23, 59));
    });
  },
);

describe('clock times', () => {
  it('go to minutes and back', () => {
    expect(minutesOf('07:30')).toBe(450);
    expect(clockOf(450)).toBe('07:30');
    expect(clockOf(minutesOf('23:59'))).toBe('23:59');
    expect(clockOf(0)).toBe('00:00');
  });
});
