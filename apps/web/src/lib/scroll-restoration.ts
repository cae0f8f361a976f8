import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions survive a reload (the data router kept them under its own key the same way). */
const STORAGE_KEY = 'emall-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The browser's scroll on navigation, as React Router's data router did it: back and forward
 * return to where the page was left, a new page (or a redirect to another path) starts at its top
 * or at its #hash, and a replace on the same path (the landing parameters rewritten) keeps it.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      saved[current.current.key] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused (private mode): positions last for this page load only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    const back = action === 'POP' ? saved[location.key] : undefined;
    // Back, forward or a reload: where the page was left.
    if (back !== undefined) {
      window.scrollTo(0, back);
      return;
    }
    // The first page of the load otherwise: the browser's place stands.
    if (previous.key === location.key) return;
    if (action === 'REPLACE' && previous.pathname === location.pathname) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, action]);
}
