import type { PopupProps } from 'antd-mobile/es/components/popup';
import { lazySheet } from './lazy-sheet.tsx';

/**
 * antd-mobile's Popup, its code (with the Mask's spring physics) fetched when the page is idle or on
 * the first open: a page whose sheets open on a tap draws none of it before.
 */
export const LazyPopup = lazySheet<PopupProps>(async () => (await import('antd-mobile/es/components/popup')).default);
