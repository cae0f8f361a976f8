import { UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import styles from './lazy-sheet.module.css';

/**
 * A bottom sheet (a popup, a picker) whose code (antd-mobile's Popup with its spring physics) is
 * fetched when the page is idle or on the first open, whichever comes first, not before the page
 * paints. Nothing is drawn until the first open; an open before the code has arrived shows a
 * loading mark until the sheet appears. Same props as the sheet.
 */
export function lazySheet<P extends { visible?: boolean }>(load: () => Promise<ComponentType<P>>): (props: P) => React.JSX.Element | null {
  const Sheet = lazy(async () => ({ default: await load() }));
  return function LazySheet(props: P) {
    const [opened, setOpened] = useState(Boolean(props.visible));
    if (props.visible && !opened) setOpened(true);
    useIdlePrefetch(load);
    if (!opened) return null;
    const loading = (
      <div className={styles.loading} role="status" aria-label={UiText.loading}>
        <DotLoading color="primary" />
      </div>
    );
    return (
      <Suspense fallback={props.visible ? loading : null}>
        <Sheet {...props} />
      </Suspense>
    );
  };
}
