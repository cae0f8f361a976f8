type Imperative = typeof import('./antd-imperative.ts');

/**
 * antd-mobile's imperative Dialog.confirm, its code (and the Mask's spring physics) loaded on the
 * first confirm, not with the page: a page that asks before deleting or cancelling needs none of
 * it to paint. Same options and answer as Dialog.confirm (lib/antd-imperative.ts).
 */
export async function confirmDialog(...args: Parameters<Imperative['Dialog']['confirm']>): Promise<boolean> {
  const { Dialog } = await import('./antd-imperative.ts');
  return Dialog.confirm(...args);
}
