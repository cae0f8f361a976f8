import { ClipboardText } from '@emall/contract';
import { showToast } from './toast.ts';

/** §5: copying a non-string or an empty string is an error toast; success says 复制成功. */
export async function copyText(value: unknown): Promise<boolean> {
  if (typeof value !== 'string' || value === '') {
    showToast(ClipboardText.copyFailed);
    return false;
  }
  const copied = (await writeClipboard(value)) || legacyCopy(value);
  showToast(copied ? ClipboardText.copySuccess : ClipboardText.copyFailed);
  return copied;
}

async function writeClipboard(value: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

// Webviews without the async clipboard (or without its permission) still honour execCommand.
function legacyCopy(value: string): boolean {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
