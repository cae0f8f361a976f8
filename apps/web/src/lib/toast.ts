import { ERROR_TOAST_MS } from '@emall/contract';

/**
 * Toasts load on first use: the Toast code (and antd-mobile's imperative renderer) stay out of
 * the landing page's entry chunk, which needs neither to paint.
 */
export function showToast(content: string, duration: number = ERROR_TOAST_MS): void {
  void import('./antd-imperative.ts').then(({ Toast }) => {
    Toast.show({ content, duration });
  });
}
