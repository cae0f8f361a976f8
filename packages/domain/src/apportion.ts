/**
 * Splits a whole amount over weights in proportion, by the largest-remainder method: every part is
 * the floor of its exact share, and the units left over go one each to the largest fractional
 * parts (ties to the earlier weight). The parts are whole numbers that add up to exactly `total`;
 * when `total` is at most the sum of the weights, no part exceeds its weight. All-zero weights
 * split evenly. BigInt keeps the products exact for any amount a shop records.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`cannot apportion ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError(`bad weights ${weights.join(',')}`);
  if (total === 0) return weights.map(() => 0);
  if (weights.length === 0) throw new RangeError(`nothing to apportion ${total} over`);
  const sum = weights.reduce((a, w) => a + w, 0);
  const basis = sum === 0 ? weights.map(() => 1n) : weights.map(BigInt);
  const whole = basis.reduce((a, w) => a + w, 0n);
  const t = BigInt(total);
  const parts = basis.map((w) => (t * w) / whole);
  const remainders = basis.map((w, i) => ({ i, r: (t * w) % whole }));
  let left = t - parts.reduce((a, p) => a + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/**
 * The share of `pieces` more pieces of a line worth `total` over `num` pieces, `done` of them taken
 * already: each piece is worth the floor of total / num, and the piece that empties the line takes
 * the line's remainder, so the pieces add up to exactly `total` in any order and any grouping.
 */
export function piecesShare(total: number, num: number, done: number, pieces: number): number {
  const unit = Math.floor(total / num);
  return done + pieces === num ? total - unit * done : unit * pieces;
}
