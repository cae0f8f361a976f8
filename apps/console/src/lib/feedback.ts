import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The message API of antd's <App>, bound once by the shell (app/providers.tsx), so code outside
 * React (the http client) shows toasts with the console's theme. Before the shell mounts, nothing shows.
 */
let instance: MessageInstance | null = null;

export function bindMessage(api: MessageInstance): void {
  instance = api;
}

export function showError(text: string): void {
  // One key: a burst of failing calls shows one toast, not a stack of the same words.
  void instance?.open({ type: 'error', content: text, key: 'http-error' });
}

export function showSuccess(text: string): void {
  void instance?.success(text);
}
