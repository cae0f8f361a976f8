import type { MultiImageViewerProps } from 'antd-mobile/es/components/image-viewer';
import { lazySheet } from './lazy-sheet.tsx';

/**
 * antd-mobile's ImageViewer.Multi, its code (the Mask, the spring physics and the pinch and swipe
 * gestures, ~37 KB gz) fetched when the page is idle or on the first tap on a picture: a page that
 * shows pictures which open on a tap draws none of it before.
 */
export const LazyImageViewerMulti = lazySheet<MultiImageViewerProps>(async () => (await import('antd-mobile/es/components/image-viewer')).default.Multi);
