import { ErrorCode, WARRANTY_REPAIR_HOTLINE, WarrantyCardStatus, WarrantyRoute, WarrantyUiText, warrantyDetailUrl } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { assignLocation } from '../../../platform/location.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useWarrantyCard } from '../api/warranty-api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { WarrantySkeleton } from '../components/warranty-skeleton.tsx';
import { isMissing } from '../utils/is-missing.ts';
import { telHref } from '../utils/tel.ts';
import { useBackTo } from '../utils/use-back-to.ts';
import { CardMissing } from '../components/card-missing.tsx';
import cardStyles from '../../../ui/card.module.css';

/** /order/apply-warranty?cardId= (§2): claim under an active card — fault, description, photos or a video, phone, store, day and slot. */
export function ApplyWarrantyPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const cardId = params.get('cardId') ?? '';
  const back = useBackTo(isValidId(cardId) ? warrantyDetailUrl(cardId) : WarrantyRoute.list);
  useDocumentTitle(WarrantyUiText.applyTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={WarrantyUiText.applyTitle} onBack={back} />
      {isValidId(cardId) ? <ApplyView cardId={cardId} /> : <CardMissing />}
    </main>
  );
}

function ApplyView({ cardId }: { cardId: string }) {
  const card = useWarrantyCard(cardId);
  const navigate = useNavigate();
  if (card.isPending) return <WarrantySkeleton cards={3} />;
  if (card.isError) return isMissing(card.error, ErrorCode.WARRANTY_CARD_NOT_FOUND) ? <CardMissing /> : <LoadFailed error={card.error} retry={() => void card.refetch()} />;
  if (!card.data.canClaim) {
    // Out of period: the paid-repair hotline is one tap away; a voided card has none to offer.
    const expired = card.data.status === WarrantyCardStatus.expired;
    return (
      <StateBlock
        illustration="empty"
        title={card.data.cannotClaimReason}
        actionText={expired ? `${WarrantyUiText.hotline} ${WARRANTY_REPAIR_HOTLINE}` : WarrantyUiText.detailTitle}
        onAction={() => {
          if (expired) assignLocation(telHref(WARRANTY_REPAIR_HOTLINE));
          else void navigate(warrantyDetailUrl(cardId), { replace: true });
        }}
        fullPage
      />
    );
  }
  return <ApplyForm card={card.data} />;
}
