// antd-mobile's Tabs header (tab list, active line, arrow keys) without its springs: the Tabs animate
// the line and the list's scroll with react-spring, ~17 KB gz that a page with a row of tabs would
// load before it paints. The same markup and classes (antd-mobile's tabs.css), the line moved by a
// CSS transition (cut when the device asks for less motion, styles/global.css).
import 'antd-mobile/es/components/tabs/tabs.css';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-bar.module.css';

interface TabBarItem<K extends string> {
  key: K;
  title: ReactNode;
}

interface TabBarProps<K extends string> {
  items: readonly TabBarItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Extra class on the root (.adm-tabs): a page's look goes through antd-mobile's variables. */
  className?: string;
}

const CLASS = 'adm-tabs';

/**
 * A row of tabs with a fixed-width line under the active one (antd-mobile's activeLineMode
 * "fixed", --fixed-active-line-width); the active tab is scrolled into the middle when the row
 * overflows. Only the header: the page draws the active tab's content itself.
 */
export function TabBar<K extends string>({ items, activeKey, onChange, className }: TabBarProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<K, HTMLDivElement>());
  const [lineX, setLineX] = useState<number | null>(null);
  const firstLayout = lineX === null;

  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(activeKey);
    const line = lineRef.current;
    if (!list || !tab || !line) return;
    const place = () => {
      setLineX(tab.offsetLeft + (tab.offsetWidth - line.offsetWidth) / 2);
      const maxScroll = list.scrollWidth - list.offsetWidth;
      if (maxScroll > 0) list.scrollLeft = Math.min(Math.max(tab.offsetLeft - (list.offsetWidth - tab.offsetWidth) / 2, 0), maxScroll);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(list);
    return () => observer.disconnect();
  }, [activeKey]);

  const choose = (key: K, focus: boolean) => {
    if (focus) tabRefs.current.get(key)?.focus();
    if (key !== activeKey) onChange(key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.key === activeKey);
    choose(items[(index + step + items.length) % items.length]!.key, true);
  };

  return (
    <div className={className ? `${CLASS} ${className}` : CLASS}>
      <div className={`${CLASS}-header`}>
        <div className={`${CLASS}-tab-list`} ref={listRef} role="tablist" onKeyDown={onKeyDown}>
          <div
            ref={lineRef}
            className={`${CLASS}-tab-line ${firstLayout ? '' : styles.moving}`}
            style={{ width: 'var(--fixed-active-line-width, 30px)', transform: `translateX(${lineX ?? 0}px)`, visibility: firstLayout ? 'hidden' : undefined }}
          />
          {items.map((item) => {
            const active = item.key === activeKey;
            return (
              <div key={item.key} className={`${CLASS}-tab-wrapper ${CLASS}-tab-wrapper-stretch`}>
                <div
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  ref={(node) => {
                    if (node) tabRefs.current.set(item.key, node);
                    else tabRefs.current.delete(item.key);
                  }}
                  className={active ? `${CLASS}-tab ${CLASS}-tab-active` : `${CLASS}-tab`}
                  onClick={() => choose(item.key, false)}
                >
                  {item.title}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
