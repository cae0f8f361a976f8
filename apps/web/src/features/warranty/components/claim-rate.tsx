import { WARRANTY_RATE_COMMENT_MAX, WARRANTY_SCORE_MAX, UiText, WarrantyUiText, type WarrantyClaimDetail } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClaimAction } from '../api/warranty-api.ts';
import form from '../pages/warranty-pages.module.css';
import cardStyles from '../../../ui/card.module.css';
import { RatePicker } from '../../../ui/rate-picker.tsx';
import { RatingStars } from '../../../ui/rating-stars.tsx';

/** A completed claim's rating: the one given, or (once) a score and a comment to give. */
export function ClaimRate({ claim }: { claim: WarrantyClaimDetail }) {
  if (claim.rating) {
    return (
      <section className={cardStyles.card} aria-label={WarrantyUiText.myRating}>
        <h2 className={cardStyles.title}>{WarrantyUiText.myRating}</h2>
        <div role="img" aria-label={`${WarrantyUiText.rateScore} ${claim.rating.score}`}>
          <RatingStars value={claim.rating.score} count={WARRANTY_SCORE_MAX} />
        </div>
        {claim.rating.comment ? <p className={form.hint}>{claim.rating.comment}</p> : null}
        <p className={form.hint}>{formatTime(claim.rating.at)}</p>
      </section>
    );
  }
  return claim.canRate ? <RateForm claimId={claim.claimId} /> : null;
}

/** The score and comment stay when the rating is refused; the answer replaces the form with the rating. */
function RateForm({ claimId }: { claimId: string }) {
  const { rate } = useClaimAction(claimId);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const send = () => rate.mutate({ score, comment: comment.trim() }, { onSuccess: () => showToast(WarrantyUiText.rated) });
  return (
    <section className={cardStyles.card} aria-label={WarrantyUiText.rate}>
      <h2 className={cardStyles.title}>{WarrantyUiText.rate}</h2>
      <p className={form.label}>{WarrantyUiText.rateScore}</p>
      <RatePicker value={score} count={WARRANTY_SCORE_MAX} onChange={setScore} aria-label={WarrantyUiText.rateScore} />
      <TextArea
        className={`${form.text} ${form.gap}`}
        value={comment}
        onChange={setComment}
        placeholder={WarrantyUiText.rateComment}
        maxLength={WARRANTY_RATE_COMMENT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Button block color="primary" shape="rounded" className={form.gap} disabled={score === 0 || rate.isPending} loadingText={UiText.busy} loading={rate.isPending} onClick={send}>
        {WarrantyUiText.rate}
      </Button>
    </section>
  );
}
