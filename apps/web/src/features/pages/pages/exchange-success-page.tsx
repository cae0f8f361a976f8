import { CardType, type UserRight, UiText } from '@emall/contract';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { currentLocationPath } from '../../../platform/location.ts';
import { platform } from '../../../platform/platform.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useUserRight } from '../../rights/api/get-user-right.ts';
import { isExchangeSuccessState } from '../components/rights/exchange-success-link.ts';
import { couponAmount } from '../../../lib/coupon-amount.ts';
import { couponCondition } from '../utils/coupon-display.ts';
import styles from './exchange-success-page.module.css';

export const EXCHANGE_SUCCESS = '兑换成功';

function RightCard({ right }: { right: UserRight }) {
  const amount = couponAmount(right);
  const money = right.cardType !== CardType.enoughDiscount && right.eachReduction > 0;
  const discount = right.cardType === CardType.enoughDiscount;
  return (
    <article className={styles.right} aria-label={right.cardName}>
      {money || discount ? (
        <p className={`${styles.amount} ${amount.shrink ? styles.shrink : ''}`}>
          {amount.prefix ? <span className={styles.unit}>{amount.prefix}</span> : null}
          {amount.amount}
          {amount.suffix ? <span className={styles.unit}>{amount.suffix}</span> : null}
        </p>
      ) : (
        <span className={styles.cardIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <rect x="3" y="6" width="18" height="12" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M3 10h18" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </span>
      )}
      <div className={styles.rightInfo}>
        <h2 className={styles.rightName}>{right.cardName}</h2>
        <p className={styles.rightMeta}>{couponCondition(right)}</p>
        {right.validTimeStr ? <p className={styles.rightMeta}>{UiText.validity} {right.validTimeStr}</p> : null}
      </div>
    </article>
  );
}

/**
 * The card exchange success page (§4, /store/activity/virtualproduct/success?id=…): 兑换成功 with
 * the right just received (from the user's rights), 去使用 and 返回首页.
 */
export function ExchangeSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const openLink = useOpenLink();
  const loggedIn = useIsLoggedIn();
  const right = useUserRight(id);
  useDocumentTitle(EXCHANGE_SUCCESS);

  // Rights are the user's own: a guest (an old link) logs in first.
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: currentLocationPath(), replace: true });
  }, [loggedIn]);

  if (!loggedIn || right.isPending) return <PageLoading />;
  const useJumpUrl = isExchangeSuccessState(location.state) ? location.state.useJumpUrl : '';
  return (
    <main className={styles.page}>
      <section className={styles.result} aria-labelledby="exchange-result">
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <circle cx="24" cy="24" r="22" fill="#1D4ED8" />
            <path d="M14 24.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 id="exchange-result" className={styles.title}>
          {EXCHANGE_SUCCESS}
        </h1>
        <p className={styles.subtitle}>权益已放入你的账户，下单时可直接使用</p>
      </section>
      {right.data ? <RightCard right={right.data} /> : null}
      {right.data?.desc ? <p className={styles.desc}>{right.data.desc}</p> : null}
      <div className={styles.actions}>
        <Button block shape="rounded" color="primary" onClick={() => openLink(useJumpUrl || HOME_PATH)}>
          {UiText.useCoupon}
        </Button>
        <Button block shape="rounded" color="primary" fill="outline" onClick={() => void navigate(HOME_PATH, { replace: true })}>{UiText.backToHome}</Button>
      </div>
    </main>
  );
}
