/**
 * The toasts of a copy to the clipboard (order numbers, waybills, cases): part of Text (texts.ts),
 * in a module of their own so that a page with a copy button does not load every text of the shop
 * (issue 16 item 2).
 */
export const ClipboardText = {
  copySuccess: '复制成功',
  copyFailed: '复制失败',
} as const;
