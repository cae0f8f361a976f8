import { afterEach, beforeEach, vi } from 'vitest';
import * as toast from '../lib/toast.ts';
import * as location from '../platform/location.ts';
import * as messenger from '../platform/messenger.ts';

/*
 * The web tests share one module graph per worker (vite.config.ts: `isolate: false`), so a
 * `vi.mock` of a module an earlier file has loaded would not take. A test replaces an export with
 * a spy instead, from a beforeEach: setup.ts restores every spy after each test.
 */

/** Toasts go nowhere and are recorded. */
export const spyOnToast = () => vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);

/** Full page loads (leaving the single-page app) are recorded, not made. */
export const spyOnLocation = (name: 'assignLocation' | 'replaceLocation') => vi.spyOn(location, name).mockImplementation(() => undefined);

/** The messenger's login is recorded, not started. */
export const spyOnMessengerLogin = () => vi.spyOn(messenger, 'startMessengerLogin').mockImplementation(() => undefined);

/**
 * jsdom has no object URLs: an uploader previews a picture by one while it uploads. Call at a test
 * file's top level: each test gets a fixed preview URL, and the originals come back after it.
 */
export function stubObjectUrls(): void {
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });
}
