import { lazySheet } from './lazy-sheet.tsx';

/** The SKU sheet (sku-popup.tsx: antd-mobile's Popup and Stepper), its code fetched on idle or first tap. */
export const LazySkuPopup = lazySheet(async () => (await import('./sku-popup.tsx')).SkuPopup);
