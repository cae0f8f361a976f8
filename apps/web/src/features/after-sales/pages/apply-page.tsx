import {
  AFTER_SALES_PHOTOS_MAX,
  AfterSalesType,
  AfterSalesTypeText,
  AfterSalesUiText,
  afterSalesDetailUrl,
  fillText,
  type AfterSalesApplyBody,
  type AfterSalesEntry,
  type AfterSalesQuoteBody,
  type AfterSalesReason,
} from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isOutcomeUnknown, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { LineGoods } from '../../../ui/line-goods.tsx';
import { afterSalesKeys, applyAfterSales, useAfterSalesEntry, useAfterSalesQuote } from '../api/after-sales-api.ts';
import { AfterSalesSkeleton } from '../components/after-sales-skeleton.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { RefundAmounts } from '../components/refund-quote.tsx';
import { usePhotoUpload } from '../components/use-photo-upload.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { OrderMissing } from '../components/order-missing.tsx';
import styles from '../components/after-sales.module.css';
import form from './apply-page.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import cardStyles from '../../../ui/card.module.css';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { LazyPicker as Picker } from '../../../ui/lazy-picker.tsx';
import { PhotoUploader } from '../../../ui/photo-uploader.tsx';

const DESCRIPTION_MAX = 500;

function typeOf(value: string | null): AfterSalesType | null {
  const n = Number(value);
  return n === AfterSalesType.refundOnly || n === AfterSalesType.returnRefund ? n : null;
}

/** /order/afterSalesApply?orderId&lineId&type (§2): pieces, reason, description, photos, and the server's quote. */
export function ApplyPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const lineId = Number(params.get('lineId'));
  const type = typeOf(params.get('type'));
  useDocumentTitle(AfterSalesUiText.applyTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={AfterSalesUiText.applyTitle} />
      {isValidId(orderId) && type !== null ? <ApplyView orderId={orderId} lineId={lineId} type={type} /> : <OrderMissing />}
    </main>
  );
}

function ApplyView({ orderId, lineId, type }: { orderId: string; lineId: number; type: AfterSalesType }) {
  const entry = useAfterSalesEntry(orderId);
  if (entry.isPending) return <AfterSalesSkeleton />;
  if (entry.isError) return <LoadFailed error={entry.error} retry={() => void entry.refetch()} />;
  const lines = entry.data.lines.filter((l) => l.types.includes(type) && l.piecesLeft > 0);
  if (!lines.some((l) => l.lineId === lineId)) return <OrderMissing />;
  return <ApplyForm entry={entry.data} lineId={lineId} type={type} />;
}

function ApplyForm({ entry, lineId, type }: { entry: AfterSalesEntry; lineId: number; type: AfterSalesType }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession((s) => s.userId);
  const lines = entry.lines.filter((l) => l.types.includes(type) && l.piecesLeft > 0);
  const reasons = entry.reasons.filter((r) => r.types.includes(type));
  const [pieces, setPieces] = useState<Record<number, number>>(() => Object.fromEntries(lines.map((l) => [l.lineId, l.lineId === lineId ? l.piecesLeft : 0])));
  const [reason, setReason] = useState<AfterSalesReason | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<ImageUploadItem[]>([]);
  const { uploading, uploaderProps } = usePhotoUpload();
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const chosen = useMemo(() => lines.filter((l) => (pieces[l.lineId] ?? 0) > 0).map((l) => ({ lineId: l.lineId, pieces: pieces[l.lineId] ?? 0 })), [lines, pieces]);
  const quoteBody: AfterSalesQuoteBody | null = chosen.length > 0 ? { orderId: Number(entry.orderId), type, lines: chosen } : null;
  const quote = useAfterSalesQuote(quoteBody);
  const canSubmit = chosen.length > 0 && reason !== null && !uploading && !submitting;

  // One Idempotency-Key per attempt: the same form sent again after a timeout or a server fault keeps
  // its key, so the server answers the case it may already have made; a refusal or a changed form is a new attempt.
  const submit = async (): Promise<void> => {
    if (!canSubmit || reason === null) return;
    const body: AfterSalesApplyBody = { orderId: Number(entry.orderId), type, reason, description: description.trim(), photos: photos.map((p) => p.url), lines: chosen };
    const bodyText = JSON.stringify(body);
    if (attempt.current?.body !== bodyText) attempt.current = { key: newIdempotencyKey(), body: bodyText };
    setSubmitting(true);
    try {
      const made = await applyAfterSales(body, attempt.current.key);
      attempt.current = null;
      void client.invalidateQueries({ queryKey: afterSalesKeys.all(userId) });
      void navigate(afterSalesDetailUrl(made.id), { replace: true });
    } catch (error) {
      // The client has toasted why; every input stays for another try.
      if (!isOutcomeUnknown(error)) attempt.current = null;
    } finally {
      setSubmitting(false);
    }
  };

  const reasonText = reasons.find((r) => r.reason === reason)?.text;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className={cardStyles.card} aria-label={AfterSalesUiText.pieces}>
        <h2 className={cardStyles.title}>
          {AfterSalesUiText.pieces}
          <span className={styles.tag}>{AfterSalesTypeText[type]}</span>
        </h2>
        {lines.map((line) => (
          <LineGoods key={line.lineId} className={styles.line} picture={line.picture} name={line.goodsName}>
            <span className={styles.muted}>{line.skuName}</span>
            <div className={styles.lineFoot}>
              <span className={styles.muted}>{fillText(AfterSalesUiText.piecesLeft, { n: line.piecesLeft })}</span>
              <QuantityStepper
                min={0}
                max={line.piecesLeft}
                value={pieces[line.lineId] ?? 0}
                onChange={(value) => setPieces((now) => ({ ...now, [line.lineId]: Math.max(0, Math.min(line.piecesLeft, Math.round(value ?? 0))) }))}
                label={`${AfterSalesUiText.pieces} ${line.goodsName}`}
              />
            </div>
          </LineGoods>
        ))}
      </section>

      <section className={cardStyles.card} aria-label={AfterSalesUiText.reason}>
        <button type="button" className={form.pickRow} onClick={() => setPickerOpen(true)}>
          <span>{AfterSalesUiText.reason}</span>
          <span className={reasonText ? form.picked : form.placeholder}>
            {reasonText ?? AfterSalesUiText.reasonPlaceholder} <span aria-hidden="true">›</span>
          </span>
        </button>
        <Picker
          columns={[reasons.map((r) => ({ label: r.text, value: r.reason }))]}
          visible={pickerOpen}
          value={reason ? [reason] : []}
          onClose={() => setPickerOpen(false)}
          onConfirm={(value) => setReason((value[0] as AfterSalesReason | undefined) ?? null)}
          title={AfterSalesUiText.reason}
        />
        <label htmlFor="after-sales-description" className={form.label}>
          {AfterSalesUiText.description}
        </label>
        <TextArea
          id="after-sales-description"
          className={form.text}
          value={description}
          onChange={setDescription}
          placeholder={AfterSalesUiText.descriptionPlaceholder}
          maxLength={DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
        <p className={form.label}>
          {AfterSalesUiText.photos} <span className={styles.muted}>{fillText(AfterSalesUiText.photosHint, { n: AFTER_SALES_PHOTOS_MAX })}</span>
        </p>
        <PhotoUploader
          value={photos}
          onChange={setPhotos}
          {...uploaderProps}
          maxCount={AFTER_SALES_PHOTOS_MAX}
        />
      </section>

      <RefundAmounts amounts={quote.data} loading={quote.isFetching} note={AfterSalesUiText.quoteNote} />
      {quote.isError ? <p className={form.error}>{quote.error.message}</p> : null}

      <footer className={`${fixed.fixedBar} ${form.footer}`}>
        <Button block color="primary" shape="rounded" size="large" type="submit" disabled={!canSubmit} loading={submitting} loadingText={AfterSalesUiText.submitting}>
          {AfterSalesUiText.submit}
        </Button>
      </footer>
    </form>
  );
}
