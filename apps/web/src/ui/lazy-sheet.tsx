import { UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import styles from './lazy-sheet.module.css';

/**
 * A bottom sheet (a popup, a picker) whose code (antd-mobile's Popup with its spring physics) is
 * fetched when the page is idle or on the first open, whichever comes first, not before the page
 * paints. Nothing is drawn until the first open; an open before the code has arrived shows a
 * loading mark until the sheet appears. Same props as the sheet; `isOpen` says from them whether it
 * is open (its `visible` by default).
 */
export function lazySheet<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { visible?: boolean }).visible),
): (props: P) => React.JSX.Element | null {
  const Sheet = lazy(async () => ({ default: await load() }));
  return function LazySheet(props: P) {
    const visible = isOpen(props);
    const [opened, setOpened] = useState(visible);
    if (visible && !opened) setOpened(true);
    useIdlePrefetch(load);
    if (!opened) return null;
    const loading = (
      <div className={styles.loading} role="status" aria-label={UiText.loading}>
        <DotLoading color="primary" />
      </div>
    );
    return (
      <Suspense fallback={visible ? loading : null}>
        <Sheet {...props} />
      </Suspense>
    );
  };
}
