import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { setTimeout as nodeSetTimeout } from 'node:timers';
import { Globals } from '@react-spring/web';
import { Dialog, Toast } from '../lib/antd-imperative.ts';
import { setAppNavigator } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';

// Lazy routes load their chunk on first render: on a busy 2-core CI machine that can take longer
// than Testing Library's 1 s default, which made findBy… queries fail now and then; a CI run
// once took over 5 s to load the shop home's chunk tree on a navigation.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs antd-mobile touches.
// jsdom's scrollTo only logs 'Not implemented' (the scroll restoration calls it on every navigation).
window.scrollTo = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// Pointer capture: antd-mobile's drag gestures (Popup, SwipeAction) take it on pointerdown.
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd-mobile animates with react-spring, whose frame loop keeps one frame pending while it runs.
// A frame lost (to a test's fake clock, or to a file's jsdom torn down under the loop the files
// of a worker share) stalls the loop for every later test: no toast or dialog would open or close
// again. So its frames run on Node's own timers, which neither fake clocks nor jsdom replace.
Globals.assign({
  requestAnimationFrame: (callback: (time: number) => void) => void nodeSetTimeout(() => callback(performance.now()), 16),
});

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clearSession();
});

afterEach(async () => {
  // Toasts and dialogs live outside the rendered tree: none carries over to the next test
  // (closed on real timers, so their unmount is not lost with a test's fake ones).
  vi.useRealTimers();
  Toast.clear();
  Dialog.clear();
  // They close with an animation; the next test starts once they are gone.
  for (let waited = 0; document.querySelector('.adm-mask') && waited < 2_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  cleanup();
  setAppNavigator(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// React's scheduler runs its work on setImmediate: work a file's last test left queued (a query
// settling after cleanup) must run before Vitest tears jsdom down, or it throws 'window is not
// defined' into the run as an unhandled error.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
