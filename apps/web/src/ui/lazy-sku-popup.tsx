import { UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useState } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
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
  useIdlePrefetch(loadSkuPopup);
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
