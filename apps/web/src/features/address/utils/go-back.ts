import type { NavigateFunction } from 'react-router';
import { hasInAppHistory } from '../../../platform/location.ts';

/** Back to the page that opened this one, or to `fallback` when the app was opened here. */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  if (hasInAppHistory()) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
