import { UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './lazy-sku-popup.module.css';
import type { SkuPopupProps } from './sku-popup.tsx';

const loadSkuPopup = () => import('./sku-popup.tsx');
const SkuPopup = lazy(async () => ({ default: (await loadSkuPopup()).SkuPopup }));

/**
 * The SKU sheet, its code (antd-mobile's Popup and Stepper with their spring physics) fetched when
 * the page is idle or on the first tap, whichever comes first, not before the page paints. A tap
 * before it has arrived shows a loading mark until the sheet opens.
 */
export function LazySkuPopup(props: SkuPopupProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  useEffect(() => {
    // Cancelled with the page: a page left at once starts no fetch (nor, in tests, one that would
    // land after the test's window is gone).
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(() => void loadSkuPopup());
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => void loadSkuPopup(), 1_000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!opened) return null;
  const loading = (
    <div className={styles.loading} role="status" aria-label={UiText.loading}>
      <DotLoading color="primary" />
    </div>
  );
  return (
    <Suspense fallback={props.visible ? loading : null}>
      <SkuPopup {...props} />
    </Suspense>
  );
}
