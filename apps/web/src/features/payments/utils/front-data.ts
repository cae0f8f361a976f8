/** §3 pay result: frontData is a JSON text holding resultUrl. The resultUrl, or null when it is not there. */
export function resultUrlOf(frontData: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frontData);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('resultUrl' in parsed)) return null;
  const { resultUrl } = parsed as { resultUrl: unknown };
  return typeof resultUrl === 'string' && resultUrl !== '' ? resultUrl : null;
}
