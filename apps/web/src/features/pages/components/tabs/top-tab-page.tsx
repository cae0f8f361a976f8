import { TrackEvents, type PageConfig, type TopTab } from '@emall/contract';
import { Swiper, Tabs, type SwiperRef } from 'antd-mobile';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { track } from '../../../../lib/track.ts';
import { usePageConfig } from '../../api/get-page-config.ts';
import { cssUrl } from '../../utils/skin.ts';
import { HomeHeader } from '../header/home-header.tsx';
import { PageBody, pageBackground } from '../page-body.tsx';
import { PageModules } from '../page-modules.tsx';
import { useExposure } from './use-exposure.ts';
import { useSkin } from './use-skin.ts';
import styles from './top-tab-page.module.css';

/** The leading tab for the landing page's own modules (those after its top tab), when it has any. */
const HOST_TAB_TITLE = '精选';

/** A tab on screen: a configured one (with its place for tracking) or the host page's own. */
interface ShownTab {
  tab: TopTab;
  /** Index among the configured tabs; null for the host page's tab (not tracked). */
  configured: number | null;
}

/** What the tracking events of a tab carry: its configured tracking data plus where it sits. */
function tabTrackData(tab: TopTab, index: number): Record<string, string | number> {
  return { tabTitle: tab.title, contentCode: tab.contentCode, tabIndex: index, ...tab.trackData };
}

function TabTitle({ tab, index, pageCode }: { tab: TopTab; index: number | null; pageCode: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useExposure(ref, () => {
    if (index !== null) track(TrackEvents.HomeFunTabExposure, tabTrackData(tab, index), pageCode);
  });
  return <span ref={ref}>{tab.title}</span>;
}

interface PaneScope {
  activityCode: string | null;
  inTabPane: boolean;
  active: boolean;
}

/** A tab's own page (its content code) in every state of §2. */
function TabPage({ pageCode, width, scope }: { pageCode: string; width: number; scope: PaneScope }) {
  const query = usePageConfig(pageCode);
  return (
    <div className={styles.paneBody} style={pageBackground(query.data)} data-page-code={pageCode}>
      <PageBody query={query} width={width} scope={scope} />
    </div>
  );
}

interface TopTabPageProps {
  page: PageConfig;
  /** The home header's search target above the tabs; undefined for no home header. */
  searchUrl: string | null | undefined;
  width: number;
  activityCode: string | null;
}

/**
 * A page whose first module is a top tab (§2): a sticky tab header (with the seasonal skin when
 * it applies) over one page per tab (its content code), swiped between. Panes mount when first
 * shown. Taps send HomeFunTab_Click; a tab title seen for 1 s sends HomeFunTab_Exposure. Modules
 * after the top tab are the landing page's own: they get a leading tab of their own.
 */
export function TopTabPage({ page, searchUrl, width, activityCode }: TopTabPageProps) {
  const shown = useMemo<ShownTab[]>(() => {
    const configured = (page.moduleList[0]?.tabs ?? []).map((tab, i) => ({ tab, configured: i }));
    const hostHasModules = page.moduleList.length > 1;
    const host: ShownTab = { tab: { title: HOST_TAB_TITLE, contentCode: '', trackData: {} }, configured: null };
    return hostHasModules ? [host, ...configured] : configured;
  }, [page]);
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const swiperRef = useRef<SwiperRef>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const skin = useSkin(page.h5SkinData, true);

  const show = (next: number): void => {
    if (next === index) return;
    setIndex(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
    // A new tab starts at its top, with the tab bar still in view.
    const header = headerRef.current;
    if (header && window.scrollY > header.offsetTop) window.scrollTo({ top: header.offsetTop });
  };

  const tap = (key: string): void => {
    const next = Number(key);
    const item = shown[next];
    if (!item) return;
    if (item.configured !== null) track(TrackEvents.HomeFunTabClick, tabTrackData(item.tab, item.configured), page.pageCode);
    show(next);
    swiperRef.current?.swipeTo(next);
  };

  const headerStyle: CSSProperties | undefined = skin?.header ? { backgroundImage: cssUrl(skin.header) } : undefined;
  const tabBarStyle: CSSProperties | undefined = skin?.tabBar ? { backgroundImage: cssUrl(skin.tabBar) } : undefined;
  return (
    <main className={styles.page} style={pageBackground(page)}>
      <div ref={headerRef} className={`${styles.header} ${skin ? styles.skinned : ''}`} style={headerStyle} data-skin={skin ? 'on' : 'off'}>
        {searchUrl !== undefined ? <HomeHeader searchUrl={searchUrl} transparent /> : null}
        <Tabs
          className={styles.tabs}
          style={tabBarStyle}
          activeKey={String(index)}
          onChange={tap}
          activeLineMode="fixed"
          stretch={shown.length <= 5}
        >
          {shown.map((item, i) => (
            <Tabs.Tab key={String(i)} title={<TabTitle tab={item.tab} index={item.configured} pageCode={page.pageCode} />} />
          ))}
        </Tabs>
      </div>
      <Swiper ref={swiperRef} className={styles.swiper} indicator={() => null} onIndexChange={(next) => show(next)}>
        {shown.map((item, i) => {
          const scope: PaneScope = { activityCode, inTabPane: true, active: i === index };
          return (
            <Swiper.Item key={`${item.tab.contentCode}-${i}`}>
              <div className={i === index ? styles.pane : styles.idlePane} role="tabpanel" aria-label={item.tab.title} aria-hidden={i !== index}>
                {!visited.has(i) ? null : item.tab.contentCode ? (
                  <TabPage pageCode={item.tab.contentCode} width={width} scope={scope} />
                ) : (
                  <PageModules page={page} width={width} scope={{ ...scope, refresh: () => undefined }} heroFirst={false} />
                )}
              </div>
            </Swiper.Item>
          );
        })}
      </Swiper>
    </main>
  );
}
