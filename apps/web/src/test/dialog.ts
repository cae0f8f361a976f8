import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog once it takes taps: antd-mobile lets no tap through (pointer-events: none)
 * until its opening animation ends, and a tap before then is lost, leaving the dialog open.
 */
export async function settledDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => {
    for (let node: HTMLElement | null = dialog; node; node = node.parentElement) expect(node.style.pointerEvents).not.toBe('none');
  });
  return dialog;
}
