/** Local numbers are 0 + 7..13 national digits: the shortest landlines to the longest mobiles. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 14;

/**
 * One canonical form for an Indonesian phone number, so the customer lookup by phone finds a
 * customer however the number was typed: '+62 812-3456-7890', '62812...', '0812...' and '812...'
 * all become '08123456789'. Answers null for anything that is not a plausible Indonesian number
 * (letters, too few or too many digits, another country code).
 */
export function normalizePhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const local = toLocal(compact);
  if (local === null || local.length < MIN_DIGITS || local.length > MAX_DIGITS) return null;
  return local;
}

function toLocal(compact: string): string | null {
  if (compact.startsWith('+')) return compact.startsWith('+62') ? `0${compact.slice(3)}` : null;
  if (compact.startsWith('0062')) return `0${compact.slice(4)}`;
  if (compact.startsWith('62')) return `0${compact.slice(2)}`;
  if (compact.startsWith('0')) return compact.startsWith('00') ? null : compact;
  if (compact.startsWith('8')) return `0${compact}`;
  return null;
}
