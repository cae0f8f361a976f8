import {
  ErrorCode,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  WARRANTY_PHOTOS_MAX,
  WARRANTY_VIDEO_MAX_BYTES,
  WarrantyFaultType,
  WarrantyFaultTypeText,
  WarrantyTimeSlot,
  WarrantyTimeSlotText,
  UiText,
  WarrantyUiText,
  shopErrorInfo,
  fillText,
  warrantyClaimUrl,
  type WarrantyApplyBody,
  type WarrantyCardDetail,
} from '@emall/contract';
import { isValidPhone } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StorePick, storePickUrl, storePicks } from '../../../lib/checkout-choices.ts';
import { isOutcomeUnknown, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApplyWarranty } from '../api/warranty-api.ts';
import { readApplyDraft, writeApplyDraft, type ApplyDraft } from '../utils/apply-draft.ts';
import { preferredDays } from '../utils/preferred-days.ts';
import { CardGoods } from './card-item.tsx';
import { MediaPicker } from './media-picker.tsx';
import { useWarrantyUpload } from './use-warranty-upload.ts';
import form from '../pages/warranty-pages.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import cardStyles from '../../../ui/card.module.css';
import { LazyPicker as Picker } from '../../../ui/lazy-picker.tsx';
import { TextInput } from '../../../ui/text-input.tsx';
import { ChoiceGrid } from '../../../ui/choice-grid.tsx';

const FAULTS = Object.values(WarrantyFaultType);
const SLOTS = Object.values(WarrantyTimeSlot);
const VIDEO_MB = WARRANTY_VIDEO_MAX_BYTES / 1024 / 1024;

/**
 * The claim form. What is typed and uploaded is kept per card on the device while the shopper picks
 * a store on the chooser or the server refuses the claim (utils/apply-draft.ts); it goes once the claim is made.
 */
export function ApplyForm({ card }: { card: WarrantyCardDetail }) {
  const navigate = useNavigate();
  const sessionPhone = useSession((s) => s.phone) ?? '';
  const days = useMemo(() => preferredDays(new Date()), []);
  const [draft, setDraft] = useState<ApplyDraft>(() => {
    const kept = readApplyDraft(card.cardId, sessionPhone);
    // A kept day that has since left the window (yesterday's "tomorrow") is asked again.
    return days.some((d) => d.value === kept.preferredDate) ? kept : { ...kept, preferredDate: null };
  });
  const [store] = useState(() => storePicks[StorePick.warranty].read());
  const [datesOpen, setDatesOpen] = useState(false);
  const upload = useWarrantyUpload();
  const apply = useApplyWarranty();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  useEffect(() => writeApplyDraft(card.cardId, draft), [card.cardId, draft]);
  const set = (patch: Partial<ApplyDraft>) => setDraft((now) => ({ ...now, ...patch }));
  // The store is picked on a page of its own: an upload still running would finish into a form that
  // is gone, and the picture would be lost. The shopper waits for it here.
  const pickStore = () => {
    if (upload.uploading) showToast(UiText.uploadingWait);
    else void navigate(storePickUrl(StorePick.warranty));
  };

  const description = draft.description.trim();
  const phoneInvalid = draft.contactPhone !== '' && !isValidPhone(draft.contactPhone);
  const ready =
    draft.faultType !== null &&
    description.length >= WARRANTY_DESCRIPTION_MIN &&
    isValidPhone(draft.contactPhone) &&
    store !== null &&
    draft.preferredDate !== null &&
    draft.timeSlot !== null &&
    !upload.uploading &&
    !apply.isPending;

  // One Idempotency-Key per attempt: the same form sent again after a timeout or a server fault keeps
  // its key, so the server answers the claim it may already have made; a refusal or a changed form is a new attempt.
  const submit = async (): Promise<void> => {
    if (!ready || draft.faultType === null || store === null || draft.preferredDate === null || draft.timeSlot === null) return;
    const body: WarrantyApplyBody = {
      cardId: card.cardId,
      faultType: draft.faultType,
      description,
      photos: draft.video ? [] : draft.photos.map((p) => p.url),
      video: draft.video,
      contactPhone: draft.contactPhone,
      storeId: store.storeId,
      preferredDate: draft.preferredDate,
      timeSlot: draft.timeSlot,
    };
    const bodyText = JSON.stringify(body);
    if (attempt.current?.body !== bodyText) attempt.current = { key: newIdempotencyKey(), body: bodyText };
    try {
      const made = await apply.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      writeApplyDraft(card.cardId, null);
      storePicks[StorePick.warranty].write(null);
      showToast(WarrantyUiText.submitted);
      void navigate(warrantyClaimUrl(made.claimId), { replace: true });
    } catch (error) {
      // The HTTP client has toasted why; every input stays for another try.
      if (!isOutcomeUnknown(error)) attempt.current = null;
    }
  };

  const day = days.find((d) => d.value === draft.preferredDate);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className={cardStyles.card} aria-label={card.goodsName}>
        <CardGoods card={card} />
      </section>
      <section className={cardStyles.card} aria-label={WarrantyUiText.faultType}>
        <h2 className={cardStyles.title}>{WarrantyUiText.faultType}</h2>
        <ChoiceGrid
          label={WarrantyUiText.faultType}
          className={form.faults}
          columns={2}
          value={draft.faultType}
          onChange={(faultType) => set({ faultType })}
          options={FAULTS.map((f) => {
            const open = card.openFaultTypes.includes(f);
            return { label: open ? `${WarrantyFaultTypeText[f]}(${WarrantyUiText.faultOpen})` : WarrantyFaultTypeText[f], value: f, disabled: open };
          })}
        />
        <label htmlFor="warranty-description" className={form.label}>
          {WarrantyUiText.description}
        </label>
        <TextArea
          id="warranty-description"
          className={form.text}
          value={draft.description}
          onChange={(description) => set({ description })}
          placeholder={fillText(WarrantyUiText.descriptionPlaceholder, { min: WARRANTY_DESCRIPTION_MIN })}
          maxLength={WARRANTY_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
        <p className={form.label}>{WarrantyUiText.media}</p>
        <MediaPicker
          photos={draft.photos}
          video={draft.video}
          onPhotos={(photos) => set({ photos: photos.map(({ url, thumbnailUrl }) => ({ url, thumbnailUrl })) })}
          onVideo={(video) => set({ video })}
          upload={upload}
        />
        <p className={form.hint}>{fillText(WarrantyUiText.mediaHint, { n: WARRANTY_PHOTOS_MAX, mb: VIDEO_MB })}</p>
      </section>
      <section className={cardStyles.card} aria-label={WarrantyUiText.store}>
        <label htmlFor="warranty-phone" className={form.label}>
          {WarrantyUiText.contactPhone}
        </label>
        <TextInput
          id="warranty-phone"
          className={form.input}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={draft.contactPhone}
          onChange={(contactPhone) => set({ contactPhone: contactPhone.replace(/\D/g, '') })}
        />
        {phoneInvalid ? <p className={form.error}>{shopErrorInfo[ErrorCode.PHONE_INVALID].message}</p> : null}
        <button type="button" className={form.pickRow} onClick={pickStore}>
          <span className={form.pickLabel}>{WarrantyUiText.store}</span>
          <span className={store ? form.pickValue : `${form.pickValue} ${form.placeholder}`}>
            {store ? store.storeName : WarrantyUiText.storePlaceholder}
            {store ? <small>{store.address}</small> : null}
          </span>
          <span className={form.chevron} aria-hidden="true">
            ›
          </span>
        </button>
        <button type="button" className={form.pickRow} onClick={() => setDatesOpen(true)}>
          <span className={form.pickLabel}>{WarrantyUiText.preferredDate}</span>
          <span className={form.pickValue}>{day ? day.label : null}</span>
          <span className={form.chevron} aria-hidden="true">
            ›
          </span>
        </button>
        <Picker
          columns={[days]}
          visible={datesOpen}
          value={draft.preferredDate ? [draft.preferredDate] : []}
          onClose={() => setDatesOpen(false)}
          onConfirm={(value) => set({ preferredDate: (value[0] as string | undefined) ?? null })}
          title={WarrantyUiText.preferredDate}
        />
        <p className={form.label}>{WarrantyUiText.timeSlot}</p>
        <ChoiceGrid
          label={WarrantyUiText.timeSlot}
          columns={2}
          value={draft.timeSlot}
          onChange={(timeSlot) => set({ timeSlot })}
          options={SLOTS.map((s) => ({ label: WarrantyTimeSlotText[s], value: s }))}
        />
      </section>
      <footer className={`${fixed.fixedBar} ${form.footer}`}>
        <Button block color="primary" shape="rounded" size="large" type="submit" disabled={!ready} loading={apply.isPending} loadingText={WarrantyUiText.submitting}>
          {WarrantyUiText.submit}
        </Button>
      </footer>
    </form>
  );
}
