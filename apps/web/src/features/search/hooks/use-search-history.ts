import { brand } from '@emall/contract';
import { pushSearchHistory, type SearchHistoryEntry } from '@emall/domain';
import { useCallback, useState } from 'react';

/** §9: the device keeps the last 10 searches, de-duplicated by label, under the brand prefix. */
export const SEARCH_HISTORY_KEY = `${brand.storagePrefix}search_history`;

function read(): SearchHistoryEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is SearchHistoryEntry => typeof e === 'object' && e !== null && typeof (e as SearchHistoryEntry).label === 'string');
  } catch {
    return [];
  }
}

function write(list: SearchHistoryEntry[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(SEARCH_HISTORY_KEY);
    else localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full storage: the history just is not kept.
  }
}

export function useSearchHistory() {
  const [history, setHistory] = useState<SearchHistoryEntry[]>(read);
  const push = useCallback((label: string) => {
    const next = pushSearchHistory(read(), label);
    write(next);
    setHistory(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setHistory([]);
  }, []);
  return { history, push, clear };
}
