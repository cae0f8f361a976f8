import { ERROR_TOAST_MS } from '@emall/contract';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

type Imperative = typeof import('./antd-imperative.ts');

interface ToastOptions {
  /**
   * Still shown on the page the app goes to next: a toast that says why this page is being left
   * (shown, then navigate). Any later toast drops it.
   */
  keepOnLeave?: boolean;
}

let loaded: Imperative | null = null;
/** Bumped by every close, so a toast still loading its code when its page is left never shows. */
let generation = 0;
let keepThroughLeave = false;

/**
 * Toasts load on first use: the Toast code (and antd-mobile's imperative renderer) stay out of
 * the landing page's entry chunk, which needs neither to paint.
 */
export function showToast(content: string, duration: number = ERROR_TOAST_MS, options: ToastOptions = {}): void {
  // A page rendered on the server has no screen to show it on (and no document to draw it in).
  if (typeof document === 'undefined') return;
  keepThroughLeave = options.keepOnLeave === true;
  const shownIn = generation;
  void import('./antd-imperative.ts').then((module) => {
    loaded = module;
    if (generation === shownIn) module.Toast.show({ content, duration });
  });
}

/** Closes the toast on screen and any still loading (a dialog opens: lib/antd-imperative.ts). */
export function closeToasts(): void {
  generation += 1;
  keepThroughLeave = false;
  loaded?.Toast.clear();
}

/**
 * Hides the toasts on screen at once: a toast whose page is left must not fade out over the next
 * page. Its close still runs, unseen, and unmounts it with the container antd-mobile made for it.
 */
function hideToastsAtOnce(): void {
  for (const mask of document.querySelectorAll('.adm-toast-mask')) {
    const container = mask.closest('body > div');
    if (container instanceof HTMLElement) container.hidden = true;
  }
}

/**
 * A toast belongs to its page: it closes when the route changes (the router root calls this).
 * A layout effect, so it runs before the new page's own effects, which may toast on arrival.
 */
export function useToastsCloseOnLeave(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (keepThroughLeave) keepThroughLeave = false;
    else {
      closeToasts();
      hideToastsAtOnce();
    }
  }, [pathname]);
}
