const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿'] as const;
/** 9999亿9999万9999元99分: the largest amount written (12 digits of yuan). */
export const CAPITALS_MAX_FEN = 999_999_999_999_99;

/**
 * The yuan part in capitals: digits with their place (拾佰仟) in groups of four (万, 亿); a run of
 * zeros between written digits is one 零, zeros at the end of the number or of a group are not
 * written, a group of zeros writes no 万 (壹亿零壹元, 壹拾万零伍佰元). 拾 is kept as 壹拾 at the
 * start, as financial writing does, so nobody can add a digit in front.
 */
function yuanCapitals(yuan: number): string {
  const digits = String(yuan);
  let out = '';
  let zero = false;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i++) {
    const place = digits.length - 1 - i;
    const d = Number(digits[i]);
    if (d === 0) {
      if (out) zero = true;
    } else {
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d]! + PLACES[place % 4]!;
      groupHasDigit = true;
    }
    if (place % 4 === 0) {
      if (groupHasDigit) out += GROUPS[place / 4]!;
      groupHasDigit = false;
    }
  }
  return out;
}

/**
 * An amount in fen in Chinese capitals, as invoices and bank slips write it (the People's Bank's
 * rules for amounts in words): 壹佰贰拾叁元肆角伍分; 整 after 元 when there are no 角 and 分
 * (壹佰元整), none after 角 or 分; 零 between 元 and 分 when 角 is zero (壹佰元零伍分);
 * below one yuan no 元 (伍角, 伍分); nothing is 零元整. A negative amount (a red invoice) starts with 负.
 */
export function amountInCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen) || Math.abs(fen) > CAPITALS_MAX_FEN) throw new RangeError(`amount out of range: ${fen}`);
  if (fen < 0) return `负${amountInCapitals(-fen)}`;
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanCapitals(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  if (cents > 0) out += `${DIGITS[cents]}分`;
  return out;
}
