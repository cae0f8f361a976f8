import {
  ErrorCode,
  WarrantyClaimStatus,
  WarrantyRoute,
  UiText,
  WarrantyUiText,
  warrantyDetailUrl,
  type WarrantyClaimDetail,
  type WarrantyStore,
} from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmDialog } from '../../../lib/confirm.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { Fact, Facts } from '../../../ui/facts.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { MissingPage } from '../../../ui/missing-page.tsx';
import { TimelineCard } from '../../../ui/timeline-card.tsx';
import { useClaimAction, useWarrantyClaim } from '../api/warranty-api.ts';
import { ClaimProgress } from '../components/claim-progress.tsx';
import { ClaimRate } from '../components/claim-rate.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { WarrantySkeleton } from '../components/warranty-skeleton.tsx';
import { isMissing } from '../utils/is-missing.ts';
import { telHref } from '../utils/tel.ts';
import { useBackTo } from '../utils/use-back-to.ts';
import styles from '../components/warranty.module.css';
import page from './warranty-pages.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import cardStyles from '../../../ui/card.module.css';
import { PlainImage } from '../../../ui/plain-image.tsx';

const ENDED: ReadonlySet<number> = new Set([WarrantyClaimStatus.rejected, WarrantyClaimStatus.cancelled]);

/** /order/warranty-claim?id= (ours): a claim's progress, its appointment and repair, what was reported; cancel and rate. */
export function WarrantyClaimPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const back = useBackTo(WarrantyRoute.list);
  useDocumentTitle(WarrantyUiText.claimTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={WarrantyUiText.claimTitle} onBack={back} />
      {isValidId(id) ? <ClaimView id={id} /> : <MissingPage code={ErrorCode.WARRANTY_CLAIM_NOT_FOUND} actionText={WarrantyUiText.listTitle} to={WarrantyRoute.list} />}
    </main>
  );
}

function ClaimView({ id }: { id: string }) {
  const claim = useWarrantyClaim(id);
  if (claim.isPending) return <WarrantySkeleton cards={4} />;
  if (claim.isError) return isMissing(claim.error, ErrorCode.WARRANTY_CLAIM_NOT_FOUND) ? <MissingPage code={ErrorCode.WARRANTY_CLAIM_NOT_FOUND} actionText={WarrantyUiText.listTitle} to={WarrantyRoute.list} /> : <LoadFailed error={claim.error} retry={() => void claim.refetch()} />;
  return <ClaimBody claim={claim.data} />;
}

function ClaimBody({ claim }: { claim: WarrantyClaimDetail }) {
  const navigate = useNavigate();
  const { cancel } = useClaimAction(claim.claimId);
  const askCancel = async (): Promise<void> => {
    const sure = await confirmDialog({ content: WarrantyUiText.cancelConfirm, confirmText: WarrantyUiText.cancel });
    if (sure) cancel.mutate(undefined, { onSuccess: () => showToast(WarrantyUiText.cancelled) });
  };
  return (
    <>
      <section className={page.banner} aria-label={claim.statusText} data-ended={ENDED.has(claim.status)}>
        <h2 className={page.bannerStatus}>{claim.statusText}</h2>
        <p className={page.bannerNote}>
          {WarrantyUiText.claimNo} {claim.claimNo}
        </p>
        {claim.appointment && claim.status === WarrantyClaimStatus.scheduled ? (
          <p className={page.bannerNote}>
            {formatTime(claim.appointment.at)} · {claim.appointment.store.storeName}
          </p>
        ) : null}
        {claim.status === WarrantyClaimStatus.rejected && claim.rejectReason ? <p className={page.bannerNote}>{claim.rejectReason}</p> : null}
      </section>
      {/* Once repaired, what was done and the rating come first; the way there follows. */}
      {claim.repair ? (
        <section className={cardStyles.card} aria-label={WarrantyUiText.repair}>
          <h2 className={cardStyles.title}>{WarrantyUiText.repair}</h2>
          {claim.repair.parts.length > 0 ? (
            <>
              <p className={page.label}>{WarrantyUiText.parts}</p>
              <div className={page.parts}>
                {claim.repair.parts.map((part) => (
                  <span key={part} className={page.part}>
                    {part}
                  </span>
                ))}
              </div>
            </>
          ) : null}
          {claim.repair.note ? (
            <>
              <p className={page.label}>{WarrantyUiText.repairNote}</p>
              <p className={styles.cover}>{claim.repair.note}</p>
            </>
          ) : null}
          <Photos urls={claim.repair.photos} />
          <p className={page.hint}>{formatTime(claim.repair.completedAt)}</p>
        </section>
      ) : null}
      <ClaimRate claim={claim} />
      <ClaimProgress claim={claim} />
      {claim.appointment ? (
        <section className={cardStyles.card} aria-label={WarrantyUiText.appointment}>
          <h2 className={cardStyles.title}>{WarrantyUiText.appointment}</h2>
          <Facts>
            <Fact label={WarrantyUiText.appointmentAt} value={formatTime(claim.appointment.at)} />
          </Facts>
          <StoreBlock store={claim.appointment.store} />
        </section>
      ) : null}
      <section className={cardStyles.card} aria-label={WarrantyUiText.applyTitle}>
        <h2 className={cardStyles.title}>{WarrantyUiText.applyTitle}</h2>
        <Facts>
          <Fact label={WarrantyUiText.faultType} value={claim.faultTypeText} />
          <Fact label={WarrantyUiText.description} value={claim.description} />
          <Fact label={WarrantyUiText.contactPhone} value={claim.contactPhone} />
          <Fact label={WarrantyUiText.store} value={claim.preferredStore.storeName} />
          <Fact label={WarrantyUiText.preferredDate} value={`${claim.preferredDate} ${claim.timeSlotText}`} />
          <Fact label={WarrantyUiText.cardNo} value={claim.cardNo} />
          <Fact label={WarrantyUiText.claimNo} value={claim.claimNo} />
        </Facts>
        <Photos urls={claim.photos} />
        {claim.video ? <video className={page.video} src={claim.video} controls preload="metadata" aria-label={WarrantyUiText.media} /> : null}
      </section>
      <TimelineCard title={WarrantyUiText.claims} steps={claim.events.map((e) => ({ title: `${e.statusText} · ${e.actorText}`, note: e.note, at: e.at }))} />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        <Button shape="rounded" onClick={() => void navigate(warrantyDetailUrl(claim.cardId))}>
          {WarrantyUiText.viewCard}
        </Button>
        {claim.canCancel ? (
          <Button shape="rounded" color="primary" fill="outline" loadingText={UiText.busy} loading={cancel.isPending} disabled={cancel.isPending} onClick={() => void askCancel()}>
            {WarrantyUiText.cancel}
          </Button>
        ) : null}
      </footer>
    </>
  );
}

function StoreBlock({ store }: { store: WarrantyStore }) {
  return (
    <div className={page.store}>
      <p className={page.storeName}>{store.storeName}</p>
      <p className={styles.muted}>{store.address}</p>
      {store.phone ? (
        <a className={page.storePhone} href={telHref(store.phone)}>
          {store.phone}
        </a>
      ) : null}
    </div>
  );
}

function Photos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div className={page.media}>
      {urls.map((url, i) => (
        <PlainImage key={url} src={url} alt={`${WarrantyUiText.media} ${i + 1}`} width={72} height={72} className={page.photo} />
      ))}
    </div>
  );
}
