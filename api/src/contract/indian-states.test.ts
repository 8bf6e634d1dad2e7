import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, indianState } from './indian-states.ts';

describe('Indian states by name or code', () => {
  it.each([
    ['MH', 'Maharashtra'],
    ['ka', 'Karnataka'],
    ['WB', 'West Bengal'],
    ['IN-TN', 'Tamil Nadu'],
    ['OR', 'Odisha'],
    ['OD', 'Odisha'],
    ['TS', 'Telangana'],
    ['TG', 'Telangana'],
    ['UK', 'Uttarakhand'],
    ['UT', 'Uttarakhand'],
    ['CG', 'Chhattisgarh'],
    ['DD', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Orissa', 'Odisha'],
  ])('reads %s as %s', (given, state) => {
    expect(indianState(given)).toBe(state);
  });

  it('knows a code for each of the 36 and refuses what is none', () => {
    const coded = new Set(
      ['AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DH', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH']
        .concat(['KA', 'KL', 'LA', 'LD', 'MP', 'MH', 'MN', 'ML', 'MZ', 'NL', 'OD', 'PY', 'PB'])
        .concat(['RJ', 'SK', 'TN', 'TS', 'TR', 'UP', 'UK', 'WB'])
        .map((code) => indianState(code)),
    );
    expect([...coded].sort()).toEqual([...INDIAN_STATES].sort());
    for (const none of ['XX', 'IN', 'M', 'MHX', 'IN-XX']) expect(indianState(none)).toBeUndefined();
  });
});
