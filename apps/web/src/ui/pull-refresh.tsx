// antd-mobile's PullToRefresh without react-spring and @use-gesture (~25 KB gz a list page would
// otherwise load before it paints): the same markup, classes, texts, thresholds and rubber band,
// read from touch events; the head settles by a CSS transition instead of a spring.
import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './pull-refresh.module.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** antd-mobile's defaults: the head's height while refreshing, the pull that refreshes, the "done" pause. */
const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
const COMPLETE_DELAY_MS = 500;
/** How long the head takes to settle (styles.settling). */
const SETTLE_MS = 300;

/** antd-mobile's rubberbandIfOutOfBounds(y, 0, 0, 5 × head, 0.5): the further the pull, the less it follows. */
function rubberband(pull: number): number {
  const dimension = HEAD_HEIGHT * 5;
  return (pull * dimension * 0.5) / (dimension + 0.5 * pull);
}

/** Whether the touch started where nothing above it is scrolled: only then does a pull down refresh. */
function atTop(target: EventTarget | null, root: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node && node !== root; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  for (let node = root.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

/** Pull the list down from its top and release past the threshold: onRefresh runs, the head says so. */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const { locale } = useConfig();
  const rootRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const live = useRef({ status, onRefresh });
  useEffect(() => {
    live.current = { status, onRefresh };
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY = 0;
    let pulling = false;
    let pulled = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    const reset = async () => {
      setHeight(0);
      await wait(SETTLE_MS);
      setStatus('pulling');
    };
    const refresh = async () => {
      setHeight(HEAD_HEIGHT);
      setStatus('refreshing');
      try {
        await live.current.onRefresh();
      } catch {
        void reset();
        return;
      }
      setStatus('complete');
      await wait(COMPLETE_DELAY_MS);
      await reset();
    };
    const busy = () => live.current.status === 'refreshing' || live.current.status === 'complete';
    const onStart = (event: TouchEvent) => {
      pulling = false;
      startY = event.touches[0]?.clientY ?? 0;
    };
    const onMove = (event: TouchEvent) => {
      if (busy()) return;
      const pull = Math.ceil((event.touches[0]?.clientY ?? startY) - startY);
      if (!pulling) {
        if (pull <= 0 || !atTop(event.target, root)) return;
        pulling = true;
        setDragging(true);
      }
      if (event.cancelable) event.preventDefault();
      event.stopPropagation();
      pulled = Math.max(rubberband(pull), 0);
      setHeight(pulled);
      setStatus(pulled > THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (!pulling) return;
      pulling = false;
      setDragging(false);
      if (pulled > THRESHOLD) void refresh();
      else setHeight(0);
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
  }[status];
  return (
    <div ref={rootRef} className="adm-pull-to-refresh">
      <div className={dragging ? 'adm-pull-to-refresh-head' : `adm-pull-to-refresh-head ${styles.settling}`} style={{ height }}>
        <div className="adm-pull-to-refresh-head-content" style={{ height: HEAD_HEIGHT }}>
          {text}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}
