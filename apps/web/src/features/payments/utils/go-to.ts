import type { RedirectTarget } from '../../../lib/redirect-target.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { assignLocation, replaceLocation } from '../../../platform/location.ts';

/** Follows an allowed redirect: this site's pages through the router, a brand domain by a page load. */
export function goTo(target: RedirectTarget, replace = false): void {
  if (target.kind === 'in-app') navigateTo(target.path, { replace });
  else if (replace) replaceLocation(target.href);
  else assignLocation(target.href);
}
