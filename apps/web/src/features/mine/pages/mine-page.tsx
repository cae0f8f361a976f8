import { AddressRoute, MESSAGES_ROUTE, MessageText, OrderListTab, SHOP_SERVICE_BUSINESS_TYPE, Text, WarrantyRoute, WarrantyUiText, type OrderUrlConfig, type UserRight, UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoginInfo } from '../../../lib/api/get-login-info.ts';
import { useLogout } from '../../../lib/api/logout.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { maskPhone } from '@emall/domain';
import { useIsLoggedIn, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { getImHotline } from '../../im/api/get-im-hotline.ts';
import { useUnreadMessages } from '../../notifications/api/unread-count.ts';
import { orderBarQueryOptions } from '../../order-lifecycle/api/get-order-counts.ts';
import { RIGHTS_SHOWN, useUsableRights } from '../../rights/api/get-usable-rights.ts';
import { OrderTabIcon, ServiceIcon } from './mine-icons.tsx';
import styles from './mine-page.module.css';

export const MINE_TITLE = UiText.mine;
const FAVOURITES_ROUTE = '/store/favor/list';

/**
 * /store/mine (ours): the shop's own 我的 for browsers and the messenger — orders by tab with
 * counts, coupons and rights, E-value, addresses, favourites, the hotline and logout.
 */
export function MinePage() {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(MINE_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  return <MineView />;
}

function MineView() {
  const userId = useSession((s) => s.userId);
  const phone = useSession((s) => s.phone);
  const info = useLoginInfo();
  const bar = useQuery(orderBarQueryOptions(userId));
  const rights = useUsableRights();

  if (info.isError || bar.isError) {
    return (
      <main className={styles.page}>
        <header className={styles.plainBar}>
          <BackButton />
          <h1 className={styles.plainTitle}>{MINE_TITLE}</h1>
        </header>
        <StateBlock
          fullPage
          title={UiText.loadFailed}
          description={(info.error ?? bar.error)?.message}
          actionText={UiText.reload}
          onAction={() => {
            if (info.isError) void info.refetch();
            if (bar.isError) void bar.refetch();
          }}
        />
      </main>
    );
  }
  if (!info.data || !bar.data) return <MineSkeleton />;

  const shownPhone = info.data.phone || phone || '';
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <HeroBar />
        <div className={styles.profile}>
          <span className={styles.avatar} aria-hidden="true">
            <svg viewBox="0 0 48 48" width="48" height="48">
              <circle cx="24" cy="24" r="24" fill="#DCE6FB" />
              <circle cx="24" cy="19" r="8" fill="#1D4ED8" />
              <path d="M9 40c2.6-7 8.4-10.5 15-10.5S36.4 33 39 40" fill="#1D4ED8" />
            </svg>
          </span>
          <div className={styles.who}>
            <p className={styles.phone}>{shownPhone ? maskPhone(shownPhone) : info.data.nickname || '曜川用户'}</p>
            <p className={styles.role}>{info.data.isMaster ? '曜川车主' : '曜川会员'}</p>
          </div>
        </div>
        <div className={styles.evalue} role="group" aria-label={`我的E值 ${info.data.pointsBalance}`}>
          <span className={styles.evalueLabel}>我的E值</span>
          <strong className={styles.evalueNumber}>{info.data.pointsBalance.toLocaleString('zh-CN')}</strong>
          <span className={styles.evalueHint}>下单可抵现</span>
        </div>
      </header>

      <OrderBar entries={bar.data} />
      <RightsCard loading={rights.isPending} failed={rights.isError} total={rights.data?.total ?? 0} first={rights.data?.first ?? []} onRetry={() => void rights.refetch()} />
      <ServiceCard />
      <LogoutButton />
    </main>
  );
}

function OrderBar({ entries }: { entries: OrderUrlConfig[] }) {
  const all = entries.find((e) => e.tab === OrderListTab.all);
  const tabs = entries.filter((e) => e.tab !== OrderListTab.all);
  return (
    <section className={styles.card} aria-labelledby="mine-orders">
      <div className={styles.cardHead}>
        <h2 id="mine-orders" className={styles.cardTitle}>
          {UiText.myOrders}
        </h2>
        {all ? (
          <Link className={styles.more} to={all.url}>
            {all.title}
            <Chevron />
          </Link>
        ) : null}
      </div>
      <ul className={styles.tabs}>
        {tabs.map((entry) => (
          <li key={entry.tab}>
            <Link className={styles.tab} to={entry.url} aria-label={entry.count > 0 ? `${entry.title} ${entry.count}` : entry.title}>
              <span className={styles.tabIcon}>
                <OrderTabIcon tab={entry.tab} />
                {entry.count > 0 ? (
                  <span className={styles.badge} aria-hidden="true">
                    {entry.count > 99 ? '99+' : entry.count}
                  </span>
                ) : null}
              </span>
              <span className={styles.tabText}>{entry.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface RightsCardProps {
  loading: boolean;
  failed: boolean;
  total: number;
  first: UserRight[];
  onRetry: () => void;
}

function RightsCard({ loading, failed, total, first, onRetry }: RightsCardProps) {
  let body: ReactNode;
  if (loading) body = <Skeleton.Paragraph lineCount={2} animated />;
  else if (failed)
    body = (
      <button type="button" className={styles.inlineRetry} onClick={onRetry}>
        权益加载失败,点击重新加载
      </button>
    );
  else if (first.length === 0)
    body = (
      <p className={styles.emptyLine}>
        暂无可用的优惠券或权益,<Link to={HOME_PATH}>去商城领券</Link>
      </p>
    );
  else
    body = (
      <ul className={styles.rights}>
        {first.map((right) => (
          <li key={right.rightsAccountId} className={styles.right}>
            <span className={styles.rightName}>{right.cardName}</span>
            <span className={styles.rightMeta}>{right.useConditionName || right.validTimeStr}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.card} aria-labelledby="mine-rights">
      <div className={styles.cardHead}>
        <h2 id="mine-rights" className={styles.cardTitle}>
          优惠券与权益
        </h2>
        {!loading && !failed ? <span className={styles.count}>{total > RIGHTS_SHOWN ? `共 ${total} ${UiText.usableCount}` : `${total} ${UiText.usableCount}`}</span> : null}
      </div>
      {body}
    </section>
  );
}

function ServiceCard() {
  const hotline = useQuery({ queryKey: ['im-hotline', SHOP_SERVICE_BUSINESS_TYPE], queryFn: () => getImHotline(SHOP_SERVICE_BUSINESS_TYPE), staleTime: 5 * 60_000 });
  return (
    <section className={styles.card} aria-labelledby="mine-services">
      <h2 id="mine-services" className={styles.cardTitle}>
        我的服务
      </h2>
      <ul className={styles.rows}>
        <li>
          <MessagesRow />
        </li>
        <li>
          <Link className={styles.row} to={AddressRoute.manage}>
            <ServiceIcon kind="address" />
            <span className={styles.rowText}>{UiText.shippingAddress}</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link className={styles.row} to={FAVOURITES_ROUTE}>
            <ServiceIcon kind="favourite" />
            <span className={styles.rowText}>{UiText.myFavourites}</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link className={styles.row} to={WarrantyRoute.list}>
            <ServiceIcon kind="warranty" />
            <span className={styles.rowText}>{WarrantyUiText.entry}</span>
            <Chevron />
          </Link>
        </li>
        <li>
          {hotline.data ? (
            <a className={styles.row} href={`tel:${hotline.data.agentPhone.replace(/[^\d+]/g, '')}`}>
              <ServiceIcon kind="hotline" />
              <span className={styles.rowText}>客服热线</span>
              <span className={styles.rowValue}>{hotline.data.agentPhone}</span>
              <Chevron />
            </a>
          ) : (
            <span className={styles.row}>
              <ServiceIcon kind="hotline" />
              <span className={styles.rowText}>客服热线</span>
              <span className={styles.rowValue}>{hotline.isError ? UiText.unavailableNow : '…'}</span>
            </span>
          )}
        </li>
      </ul>
    </section>
  );
}

/** 我的消息 with the unread count in a red badge (none when all are read or the count failed). */
function MessagesRow() {
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <Link className={styles.row} to={MESSAGES_ROUTE} aria-label={unread > 0 ? `${MessageText.entry} ${unread} ${MessageText.unread}` : MessageText.entry}>
      <ServiceIcon kind="messages" />
      <span className={styles.rowText}>{MessageText.entry}</span>
      {unread > 0 ? (
        <span className={styles.rowBadge} data-testid="messages-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      <Chevron />
    </Link>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  const leave = async (): Promise<void> => {
    const { Dialog } = await import('../../../lib/antd-imperative.ts');
    if (!(await Dialog.confirm({ content: '确定退出登录?', cancelText: Text.cancel, confirmText: '退出' }))) return;
    await logout.mutateAsync();
    void navigate(HOME_PATH, { replace: true });
  };
  return (
    <button type="button" className={styles.logout} disabled={logout.isPending} onClick={() => void leave()}>
      {UiText.signOut}
    </button>
  );
}

function HeroBar() {
  return (
    <div className={styles.heroBar}>
      <BackButton className={styles.heroBack} />
      <h1 className={styles.heroTitle}>{MINE_TITLE}</h1>
      <span className={styles.side} aria-hidden="true" />
    </div>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M6 3.5L10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MineSkeleton() {
  return (
    <main className={styles.page} aria-busy="true" aria-label={UiText.loading} data-testid="mine-skeleton">
      <div className={styles.hero}>
        <HeroBar />
        <div className={styles.profile}>
          <Skeleton animated className={styles.avatarSkeleton} />
          <Skeleton.Paragraph lineCount={2} animated className={styles.whoSkeleton} />
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </main>
  );
}
