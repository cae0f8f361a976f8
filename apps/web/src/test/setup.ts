import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { performance as nodePerformance } from 'node:perf_hooks';
import { setTimeout as nodeSetTimeout } from 'node:timers';
import { Globals } from '@react-spring/web';
import { useSubmitStore } from '../features/orders/state/submit-store.ts';
import { Dialog, Toast } from '../lib/antd-imperative.ts';
import { resetLoginRedirectForTests } from '../lib/http.ts';
import { setAppNavigator } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { closeToasts } from '../lib/toast.ts';
import { resetTrackingForTests } from '../lib/track.ts';
import { resetDeviceRiskForTests } from '../platform/device-risk.ts';
import { resetPlatformForTests } from '../platform/platform.ts';

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
// A frame lost to a test's fake clock would stall the loop for every later test of the worker: no
// toast or dialog would open or close again. So its frames run on Node's own timers and read
// Node's own clock, which fake clocks do not replace (a faked \`performance.now\`, restored to the
// real one, sent the loop's time backwards and left every later file's springs at their first frame).
Globals.assign({
  requestAnimationFrame: (callback: (time: number) => void) => void nodeSetTimeout(() => callback(nodePerformance.now()), 16),
  now: () => nodePerformance.now(),
});

/** antd-mobile's overlays, each drawn outside the rendered tree until its closing spring rests. */
const OPEN_OVERLAYS = '.adm-mask, .adm-center-popup, .adm-popup, .adm-toast-mask';

// The files of a worker share one module graph and one document (vite.config.ts): each file starts
// from what a fresh page load would hold — no container detected, no cached bridge answer, no
// queued beacon or login redirect, no draft, an empty tab storage, the page at the site's root.
beforeAll(async () => {
  await forgetFailedModules();
  resetPlatformForTests();
  resetDeviceRiskForTests();
  resetTrackingForTests();
  resetLoginRedirectForTests();
  useSubmitStore.setState(useSubmitStore.getInitialState(), true);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.className = '';
});

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clearSession();
});

afterEach(async () => {
  // Toasts and dialogs opened by a call live outside the rendered tree, in React roots of their
  // own: none carries over to the next test (closed on real timers, so their unmount is not lost
  // with a test's fake ones). The page's own sheets and popups go with its tree.
  vi.useRealTimers();
  closeToasts();
  Toast.clear();
  Dialog.clear();
  cleanup();
  // The called ones close with an animation, and unmount when their spring comes to rest: the next
  // test starts once they are gone (the files of a worker share one document). One closed before
  // its opening spring ran never rests (antd-mobile waits for the spring to unmount it), so what
  // is left after the wait is taken out of the document.
  for (let waited = 0; document.querySelector(OPEN_OVERLAYS) && waited < 1_500; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const overlay of document.querySelectorAll(OPEN_OVERLAYS)) overlay.closest('body > *')?.remove();
  setAppNavigator(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// React's scheduler runs its work on setImmediate: work a file's last test left queued (a query
// settling after cleanup) must run before the file ends, or it throws into the run. A module still
// loading when the file ends (a lazy page or sheet a test opened last) would fail for good once the
// file's connection to Vitest closes: the file waits for it.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let waited = 0; loadedModules().some(isLoading) && waited < 3_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

/** The part of Vite's module runner's records this file reads (Vitest's worker state, internal). */
interface ModuleRecord {
  promise?: Promise<unknown>;
  evaluated: boolean;
}
interface ModuleRecords {
  idToModuleMap: Map<string, ModuleRecord>;
  invalidateModule(record: ModuleRecord): void;
}

function moduleRecords(): ModuleRecords | undefined {
  return (globalThis as { __vitest_worker__?: { evaluatedModules?: ModuleRecords } }).__vitest_worker__?.evaluatedModules;
}

function loadedModules(): ModuleRecord[] {
  return [...(moduleRecords()?.idToModuleMap.values() ?? [])];
}

const isLoading = (record: ModuleRecord): boolean => record.promise !== undefined && !record.evaluated;

/**
 * The runner keeps a module's failed load as its answer: one that failed anyway (its load started
 * by a timer after the last file ended) is loaded again by the next file that imports it.
 */
async function forgetFailedModules(): Promise<void> {
  const records = moduleRecords();
  if (!records) return;
  const stillLoading = Promise.resolve();
  await Promise.all(
    loadedModules().map(async (record) => {
      if (!record.promise) return;
      // A settled load answers the race before the promise made after it; one still loading does not.
      const failed = await Promise.race([record.promise, stillLoading]).then(() => false, () => true);
      if (failed) records.invalidateModule(record);
    }),
  );
}
