import { describe, expect, it } from 'vitest';
import { parsePincodes, pincodeCount, pincodesText } from './pincode-text.ts';

describe('reading the PIN codes field', () => {
  it('takes a column pasted from a spreadsheet, with or without a fee column', () => {
    expect(
      parsePincodes('560001\t20\r\n560002\t\r\n\r\n 560003 \n560004, 35.50\n560005 ₹40'),
    ).toEqual({
      pincodes: [
        { pincode: '560001', fee: 20 },
        { pincode: '560002', fee: null },
        { pincode: '560003', fee: null },
        { pincode: '560004', fee: 35.5 },
        { pincode: '560005', fee: 40 },
      ],
      problems: [],
    });
  });

  it('names the line of each bad PIN code, repeat and fee', () => {
    const { pincodes, problems } = parsePincodes(
      '560001\n056001\n\n560001\n560002, 1.234\n560003\t200000\n560004, 5, 6',
    );
    expect(pincodes).toEqual([{ pincode: '560001', fee: null }]);
    expect(problems.map((p) => p.message)).toEqual([
      'Line 2: “056001” is not a PIN code (6 digits, not starting with 0).',
      'Line 4: 560001 is already on line 1.',
      'Line 5: the fee “1.234” for 560002 is not an amount in rupees (such as 20 or 20.50).',
      'Line 6: the fee for 560003 must be at most Rs.1,00,000.',
      'Line 7: “560004, 5, 6” has more than a PIN code and its fee.',
    ]);
  });

  it('refuses more PIN codes than the shop may list', () => {
    const many = Array.from({ length: 5_001 }, (_, i) => String(100_000 + i)).join('\n');
    expect(parsePincodes(many).problems).toEqual([
      { line: null, message: 'At most 5,000 PIN codes can be listed; this list has 5,001.' },
    ]);
  });

  it('writes the stored list back as the field shows it, and counts it', () => {
    const stored = [
      { pincode: '411001', fee: null },
      { pincode: '560001', fee: 20 },
    ];
    expect(pincodesText(stored)).toBe('411001\n560001, 20');
    expect(parsePincodes(pincodesText(stored)).pincodes).toEqual(stored);
    expect(pincodeCount(stored)).toBe('2 PIN codes, 1 with its own fee');
    expect(pincodeCount(stored.slice(0, 1))).toBe('1 PIN code');
  });
});
