/** How many answers came back with each code, for tests of concurrent requests: { 0: 10, 17001: 40 }. */
export function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}
