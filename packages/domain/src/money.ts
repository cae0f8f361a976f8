import { CART_BADGE_MAX, MONEY_DECIMALS, MONEY_DIVISOR, PAGE_TITLE_MAX_CHARS } from '@emall/contract';

/**
 * Exact decimal text of `value / divisor` with `decimals` places, rounded half away from zero.
 * BigInt keeps large amounts exact; a fractional `value` is first rounded to a whole unit.
 */
export function formatFixed(value: number, divisor: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot format ${value}`);
  if (!Number.isInteger(divisor) || divisor <= 0) throw new RangeError(`bad divisor ${divisor}`);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`bad decimals ${decimals}`);
  const units = BigInt(Math.round(Math.abs(value)));
  const d = BigInt(divisor);
  const scaled = units * 10n ** BigInt(decimals);
  let q = scaled / d;
  if ((scaled % d) * 2n >= d) q += 1n;
  const digits = q.toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return value < 0 && q !== 0n ? `-${text}` : text;
}

/** Fen as yuan text: 1250 → '12.50'. */
export function formatMoney(fen: number, decimals: number = MONEY_DECIMALS): string {
  return formatFixed(fen, MONEY_DIVISOR, decimals);
}

/** Fen as yuan without trailing zero decimals, as coupons state amounts: 20000 → '200', 12340 → '123.4'. */
export function yuanText(fen: number): string {
  return formatMoney(fen).replace(/\.?0+$/, '');
}

/** Fen as a price: 1250 → '¥12.50'; a negative sign goes before the ¥. */
export function formatPrice(fen: number): string {
  const text = formatMoney(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** §5: the real pay amount is shown with 2 decimals. */
export function realPayAmountText(fen: number): string {
  return formatMoney(fen, MONEY_DECIMALS);
}

/** §2: more than `max` characters → the first `max` plus an ellipsis (counts code points). */
export function truncateTitle(title: string, max: number = PAGE_TITLE_MAX_CHARS): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : title;
}

/** §2: the cart badge is empty for nothing and caps at 99+. */
export function cartBadgeText(count: number): string {
  if (!(count > 0)) return '';
  if (count > CART_BADGE_MAX) return `${CART_BADGE_MAX}+`;
  return String(Math.floor(count));
}

const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Yuan as typed by an operator ('12', '12.5', '12.50') to integer fen, read from the digits so no
 * binary fraction creeps in (0.29 * 100 is 28.999…); null for anything else (negative, 3 decimals, text).
 */
export function yuanToFen(yuan: string | number): number | null {
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? String(yuan) : '') : yuan.trim();
  const m = YUAN_TEXT.exec(text);
  if (!m) return null;
  return Number(m[1]) * MONEY_DIVISOR + Number((m[2] ?? '').padEnd(MONEY_DECIMALS, '0'));
}
