import { MAX_DELIVERY_RUPEES, MAX_PINCODES } from '@kirana/api/contract/delivery';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { plural, t } from '@lingui/core/macro';

export interface PincodeEntry {
  pincode: string;
  /** Rupees; null when the shop-wide fee applies. */
  fee: number | null;
}

export interface PincodeProblem {
  /** 1-based, as the seller counts the lines they pasted; null for the list as a whole. */
  line: number | null;
  message: string;
}

export interface ParsedPincodes {
  pincodes: PincodeEntry[];
  problems: PincodeProblem[];
}

const PINCODE = /^[1-9]\d{5}$/;
const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
// A fee cell copied from a sheet formatted as currency brings its sign along.
const CURRENCY = /₹|\bRs\.?/gi;
// A row pasted from Excel or Google Sheets has its cells split by tabs; a typed list is
// more likely split by commas (or spaces).
const CELL_SEPARATOR = /[\t,;]|\s+/;

function feeOf(cell: string, pincode: string, line: number): number | PincodeProblem {
  if (!RUPEES.test(cell)) {
    return {
      line,
      message: t`Line ${line}: the fee “${cell}” for ${pincode} is not an amount in rupees (such as 20 or 20.50).`,
    };
  }
  const fee = Number(cell);
  if (fee > MAX_DELIVERY_RUPEES) {
    return { line, message: t`Line ${line}: the fee for ${pincode} must be at most Rs.1,00,000.` };
  }
  return fee;
}

/**
 * Reads the PIN codes field: one PIN code a line, optionally followed by a tab, comma or
 * space and that PIN code's own fee in rupees (`560001\t20`, as a spreadsheet pastes two
 * columns). Blank lines are skipped. Every problem names its line, so the seller can find
 * it in what they pasted before anything is saved.
 */
export function parsePincodes(text: string): ParsedPincodes {
  const pincodes: PincodeEntry[] = [];
  const problems: PincodeProblem[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.replace(CURRENCY, ' ').trim().split(CELL_SEPARATOR).filter(Boolean);
    const [pincode, feeCell, ...extra] = cells;
    if (pincode === undefined) return;
    if (extra.length > 0) {
      const text = raw.trim();
      problems.push({
        line,
        message: t`Line ${line}: “${text}” has more than a PIN code and its fee.`,
      });
      return;
    }
    if (!PINCODE.test(pincode)) {
      problems.push({
        line,
        message: t`Line ${line}: “${pincode}” is not a PIN code (6 digits, not starting with 0).`,
      });
      return;
    }
    const seen = firstLine.get(pincode);
    if (seen !== undefined) {
      problems.push({ line, message: t`Line ${line}: ${pincode} is already on line ${seen}.` });
      return;
    }
    firstLine.set(pincode, line);
    const fee = feeCell === undefined ? null : feeOf(feeCell, pincode, line);
    if (fee !== null && typeof fee === 'object') problems.push(fee);
    else pincodes.push({ pincode, fee });
  });
  if (pincodes.length > MAX_PINCODES) {
    const most = formatCount(MAX_PINCODES);
    const listed = formatCount(pincodes.length);
    problems.push({
      line: null,
      message: t`At most ${most} PIN codes can be listed; this list has ${listed}.`,
    });
  }
  return { pincodes, problems };
}

/** The stored list as the field shows it: one a line, a PIN code's own fee after a comma. */
export const pincodesText = (pincodes: readonly PincodeEntry[]) =>
  pincodes.map(({ pincode, fee }) => (fee === null ? pincode : `${pincode}, ${fee}`)).join('\n');

/** "3 PIN codes, 1 with its own fee". */
export function pincodeCount(pincodes: readonly PincodeEntry[]): string {
  const own = pincodes.filter((p) => p.fee !== null).length;
  const listed = pincodes.length;
  const total = plural(listed, { one: '# PIN code', other: '# PIN codes' });
  if (own === 0) return total;
  return `${total}, ${plural(own, { one: '# with its own fee', other: '# with their own fee' })}`;
}
