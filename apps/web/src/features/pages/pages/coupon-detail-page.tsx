import { CardType, ColumnType, CouponButtonState, type CouponCard, type PageConfig, UiText } from '@emall/contract';
import { isCouponSoldOut } from '@emall/domain';
import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { usePageConfig } from '../api/get-page-config.ts';
import { exchangeButtonText } from '../components/rights/card-row.tsx';
import { COUPON_SOLD_OUT } from '../components/rights/coupon-ticket.tsx';
import { useCouponButton } from '../components/rights/use-coupon-button.ts';
import { couponAmount } from '../../../lib/coupon-amount.ts';
import { couponButtonText, couponCondition, couponState } from '../utils/coupon-display.ts';
import styles from './coupon-detail-page.module.css';

const KIND_NAME: Record<string, string> = {
  [CardType.enoughLess]: '满减券',
  [CardType.enoughDiscount]: '折扣券',
  [CardType.deduct]: '抵扣券',
};

/** What the page needs of the card: itself and the kind of module showing it (coupons are claimed, cards exchanged). */
function findCard(page: PageConfig | undefined, cardId: string): { card: CouponCard; exchange: boolean } | null {
  for (const module of page?.moduleList ?? []) {
    const card = module.cardsList.find((c) => c.cardId === cardId);
    if (card) return { card, exchange: module.columnType === ColumnType.card };
  }
  return null;
}

/** The default use instructions when the coupon has none of its own. */
function defaultHowTo(card: CouponCard): string {
  return `领取后在有效期内下单时自动匹配可用优惠，${couponCondition(card)}，每笔订单限用一张，不可与其他优惠券叠加。`;
}

function ClaimBar({ card }: { card: CouponCard }) {
  const openLink = useOpenLink();
  const navigate = useNavigate();
  const { state, press } = useCouponButton(card, {
    onUse: (c) => {
      if (c.useJumpUrl) openLink(c.useJumpUrl);
      else void navigate(HOME_PATH);
    },
  });
  const soldOut = isCouponSoldOut(state, card.stockLeft);
  const muted = soldOut || state === CouponButtonState.used || state === CouponButtonState.expired;
  return (
    <Button
      block
      shape="rounded"
      color={muted ? 'default' : 'danger'}
      fill={state === CouponButtonState.use ? 'outline' : 'solid'}
      loading={state === CouponButtonState.inProgress}
      loadingText={couponButtonText[CouponButtonState.inProgress]}
      disabled={state === CouponButtonState.inProgress || soldOut}
      onClick={() => void press()}
      data-coupon-state={state}
    >
      {soldOut ? COUPON_SOLD_OUT : couponButtonText[state]}
    </Button>
  );
}

function ExchangeBar({ card }: { card: CouponCard }) {
  const openLink = useOpenLink();
  const state = couponState(card.status);
  if (state === CouponButtonState.use) {
    return (
      <Button block shape="rounded" color="primary" fill="outline" onClick={() => (card.useJumpUrl ? openLink(card.useJumpUrl) : openLink(HOME_PATH))}>
        {UiText.useCoupon}
      </Button>
    );
  }
  if (state === CouponButtonState.used || state === CouponButtonState.expired) {
    return (
      <Button block shape="rounded" disabled>
        {couponButtonText[state]}
      </Button>
    );
  }
  return (
    <Button
      block
      shape="rounded"
      color="primary"
      disabled={card.stockLeft === 0}
      onClick={() =>
        void import('../components/rights/card-exchange.ts').then(({ startCardExchange }) =>
          startCardExchange({ cardId: card.cardId, eprice: card.eprice, desc: card.desc, useJumpUrl: card.useJumpUrl }),
        )
      }
    >
      {card.eprice > 0 && card.stockLeft !== 0 ? `${card.eprice} ${UiText.eValue} ${exchangeButtonText(card)}` : exchangeButtonText(card)}
    </Button>
  );
}

/**
 * A coupon's detail (§2 /store/activity/coupon-detail?pageCode=…&cardId=…): what it takes off,
 * its conditions, validity and how to use it, with the same claim/use button as on the page.
 * The coupon is read from its page (the user's version when logged in), so a reload shows it too.
 */
export function CouponDetailPage() {
  const [params] = useSearchParams();
  const pageCode = params.get('pageCode') ?? '';
  const cardId = params.get('cardId') ?? '';
  const query = usePageConfig(pageCode);
  const found = useMemo(() => findCard(query.data, cardId), [query.data, cardId]);
  useDocumentTitle(found ? found.card.cardName : '优惠券详情');

  if (query.isPending) return <PageLoading />;
  if (!found) {
    return (
      <main className={styles.page}>
        <BackButton className={styles.back} />
        <StateBlock title="优惠券不存在" description="它可能已下架，去看看别的优惠吧" fullPage />
      </main>
    );
  }
  const { card, exchange } = found;
  const amount = couponAmount(card);
  const rows: [string, string][] = [
    ['券类型', `${KIND_NAME[card.cardType] ?? UiText.coupon}${card.poolName ? ` · ${card.poolName}` : ''}`],
    ['使用条件', couponCondition(card)],
    [UiText.validity, card.validTimeStr || '以领取后显示为准'],
  ];
  if (exchange) rows.push(['兑换价格', card.eprice > 0 ? `${card.eprice} ${UiText.eValue}` : UiText.free]);
  if (card.stockLeft >= 0) rows.push(['剩余', card.stockLeft > 0 ? `${card.stockLeft} 张` : '已领完']);
  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <BackButton className={styles.back} />
        <h1 className={styles.pageTitle}>{exchange ? '权益卡详情' : '优惠券详情'}</h1>
      </header>
      <section className={styles.hero} aria-label={card.cardName}>
        <p className={`${styles.amount} ${amount.shrink ? styles.shrink : ''}`}>
          {amount.prefix ? <span className={styles.unit}>{amount.prefix}</span> : null}
          {amount.amount}
          {amount.suffix ? <span className={styles.unit}>{amount.suffix}</span> : null}
        </p>
        <h2 className={styles.name}>{card.cardName}</h2>
        <p className={styles.condition}>{couponCondition(card)}</p>
      </section>
      <section className={styles.card} aria-label="券信息">
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="coupon-how-to">
        <h3 id="coupon-how-to" className={styles.sectionTitle}>
          {UiText.usageNotes}
        </h3>
        <p className={styles.howTo}>{card.desc || defaultHowTo(card)}</p>
      </section>
      <footer className={styles.footer}>{exchange ? <ExchangeBar card={card} /> : <ClaimBar card={card} />}</footer>
    </main>
  );
}
