import { SEARCH_HISTORY_MAX } from '@emall/contract';

export type SearchHistoryEntry = { label: string };

/** §9: the trimmed label goes first, labels are unique, at most 10 are kept; empty is ignored. */
export function pushSearchHistory(list: readonly SearchHistoryEntry[], label: string): SearchHistoryEntry[] {
  const trimmed = label.trim();
  const entries = trimmed ? [{ label: trimmed }, ...list] : [...list];
  const seen = new Set<string>();
  const result: SearchHistoryEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.label)) continue;
    seen.add(entry.label);
    result.push({ label: entry.label });
    if (result.length === SEARCH_HISTORY_MAX) break;
  }
  return result;
}
