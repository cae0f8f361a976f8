/** One changed key between an audited write's before and after. */
export interface Change {
  key: string;
  from: unknown;
  to: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The top-level keys whose values differ between `before` and `after` (a key missing on one side,
 * or a side that is null (a creation), reads as null), in the order they first appear; values that
 * are not objects compare whole, as key ''. Nested objects are compared whole: the audit page shows
 * them side by side.
 */
export function auditDiff(before: unknown, after: unknown): Change[] {
  if (before == null && isRecord(after)) return auditDiff({}, after);
  if (isRecord(before) && after == null) return auditDiff(before, {});
  if (!isRecord(before) || !isRecord(after)) {
    return same(before ?? null, after ?? null) ? [] : [{ key: '', from: before ?? null, to: after ?? null }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({ key, from: before[key] ?? null, to: after[key] ?? null }))
    .filter((change) => !same(change.from, change.to));
}
