import {
  AfterSalesUiText,
  ErrorCode,
  WARRANTY_OPEN_STATUSES,
  WARRANTY_REPAIR_HOTLINE,
  WarrantyCardStatus,
  WarrantyRoute,
  WarrantyUiText,
  fillText,
  orderDetailUrl,
  warrantyApplyUrl,
  warrantyClaimUrl,
  type WarrantyCardDetail,
} from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { Fact, Facts } from '../../../ui/facts.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useWarrantyCard } from '../api/warranty-api.ts';
import { CardGoods } from '../components/card-item.tsx';
import { CardMissing } from '../components/card-missing.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { WarrantySkeleton } from '../components/warranty-skeleton.tsx';
import { isMissing } from '../utils/is-missing.ts';
import { telHref } from '../utils/tel.ts';
import { useBackTo } from '../utils/use-back-to.ts';
import styles from '../components/warranty.module.css';
import page from './warranty-pages.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import cardStyles from '../../../ui/card.module.css';

/** /order/warranty-detail?cardId= (§2): one card — cover, period and days left, serial, VIN, store — its claims, and 申请保修. */
export function WarrantyDetailPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const cardId = params.get('cardId') ?? '';
  const back = useBackTo(WarrantyRoute.list);
  useDocumentTitle(WarrantyUiText.detailTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={WarrantyUiText.detailTitle} onBack={back} />
      {isValidId(cardId) ? <CardView cardId={cardId} /> : <CardMissing />}
    </main>
  );
}

function CardView({ cardId }: { cardId: string }) {
  const card = useWarrantyCard(cardId);
  if (card.isPending) return <WarrantySkeleton cards={4} />;
  if (card.isError) return isMissing(card.error, ErrorCode.WARRANTY_CARD_NOT_FOUND) ? <CardMissing /> : <LoadFailed error={card.error} retry={() => void card.refetch()} />;
  return <CardBody card={card.data} />;
}

function CardBody({ card }: { card: WarrantyCardDetail }) {
  const navigate = useNavigate();
  return (
    <>
      <section className={page.hero} aria-label={WarrantyUiText.detailTitle} data-status={card.status}>
        <div className={page.heroTop}>
          <span>
            {WarrantyUiText.cardNo} {card.cardNo}
          </span>
          <span className={page.heroStatus}>{card.statusText}</span>
        </div>
        <p className={page.heroDays}>
          {card.status === WarrantyCardStatus.active ? fillText(WarrantyUiText.daysLeft, { days: card.daysLeft }) : card.statusText}
        </p>
        <p className={page.heroPeriod}>
          {WarrantyUiText.period} {fillText(WarrantyUiText.periodRange, { start: card.startDate, end: card.endDate })} · {fillText(WarrantyUiText.months, { n: card.months })}
        </p>
      </section>
      <section className={cardStyles.card} aria-label={card.goodsName}>
        <CardGoods card={card} status={false} />
        <Facts className={styles.facts}>
          <Fact label={WarrantyUiText.serialNo} value={card.serialNo ?? WarrantyUiText.serialPending} />
          {card.vin ? <Fact label={WarrantyUiText.vin} value={card.vin} /> : null}
          {card.storeName ? <Fact label={WarrantyUiText.installedBy} value={card.storeName} /> : null}
          <Fact label={WarrantyUiText.orderNo} value={<Link to={orderDetailUrl(card.orderId)}>{card.orderNo}</Link>} />
        </Facts>
      </section>
      <section className={cardStyles.card} aria-label={WarrantyUiText.cover}>
        <h2 className={cardStyles.title}>{WarrantyUiText.cover}</h2>
        <p className={styles.cover}>{card.cover}</p>
      </section>
      <section className={cardStyles.card} aria-label={WarrantyUiText.claims}>
        <h2 className={cardStyles.title}>{WarrantyUiText.claims}</h2>
        {card.claims.length === 0 ? (
          <p className={styles.muted}>{WarrantyUiText.noClaims}</p>
        ) : (
          <ul className={styles.plainList}>
            {card.claims.map((claim) => (
              <li key={claim.claimId}>
                <Link className={styles.claimRow} to={warrantyClaimUrl(claim.claimId)}>
                  <span className={styles.claimMain}>
                    <span>{claim.faultTypeText}</span>
                    <span className={styles.muted}>
                      {claim.claimNo} · {formatTime(claim.createdAt)}
                    </span>
                  </span>
                  <span className={styles.claimState} data-ended={!WARRANTY_OPEN_STATUSES.includes(claim.status)}>
                    {claim.statusText} ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <footer className={`${fixed.fixedBar} ${styles.footerStack}`}>
        {card.canClaim ? null : <Refusal card={card} />}
        <div className={styles.footerButtons}>
          <Button shape="rounded" onClick={() => void navigate(orderDetailUrl(card.orderId))}>
            {AfterSalesUiText.viewOrder}
          </Button>
          <Button shape="rounded" color="primary" disabled={!card.canClaim} onClick={() => void navigate(warrantyApplyUrl(card.cardId))}>
            {WarrantyUiText.apply}
          </Button>
        </div>
      </footer>
    </>
  );
}

/** Why the card cannot be claimed under; past its period the paid-repair hotline in it (or after it) is a call. */
function Refusal({ card }: { card: WarrantyCardDetail }) {
  const expired = card.status === WarrantyCardStatus.expired;
  const [before, ...after] = card.cannotClaimReason.split(WARRANTY_REPAIR_HOTLINE);
  const call = <a href={telHref(WARRANTY_REPAIR_HOTLINE)}>{WARRANTY_REPAIR_HOTLINE}</a>;
  return (
    <p className={styles.refusal} role="note">
      {expired && after.length > 0 ? (
        <>
          {before}
          {call}
          {after.join(WARRANTY_REPAIR_HOTLINE)}
        </>
      ) : (
        card.cannotClaimReason
      )}
      {expired && after.length === 0 ? (
        <>
          {' '}
          {WarrantyUiText.hotline} {call}
        </>
      ) : null}
    </p>
  );
}
