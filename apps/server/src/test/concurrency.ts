/** How many answers came back with each code, for tests of concurrent requests: { 0: 10, 17001: 40 }. */
export function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** Waits until `check` holds (background work, e.g. a job's pass), polling every 200 ms; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
