import { WarrantyFaultType, WarrantyTimeSlot, brand } from '@emall/contract';

/**
 * What the shopper has put in a claim's form, kept on the device (session storage) per card: the
 * store chooser is another page, so the form is left and comes back, and a refused submit or a
 * reload must not cost the shopper what was typed or uploaded. Cleared when the claim is made.
 */
export interface ApplyDraft {
  faultType: WarrantyFaultType | null;
  description: string;
  /** Uploaded photos: the stored url and its thumbnail. */
  photos: { url: string; thumbnailUrl?: string }[];
  video: string | null;
  contactPhone: string;
  preferredDate: string | null;
  timeSlot: WarrantyTimeSlot | null;
}

const keyOf = (cardId: string) => `${brand.storagePrefix}warranty_draft_${cardId}`;
const FAULTS: ReadonlySet<unknown> = new Set(Object.values(WarrantyFaultType));
const SLOTS: ReadonlySet<unknown> = new Set(Object.values(WarrantyTimeSlot));

function emptyDraft(contactPhone: string): ApplyDraft {
  return { faultType: null, description: '', photos: [], video: null, contactPhone, preferredDate: null, timeSlot: null };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The kept draft, field by field: anything malformed falls back to empty, never throws. */
export function readApplyDraft(cardId: string, contactPhone: string): ApplyDraft {
  const draft = emptyDraft(contactPhone);
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(cardId)) ?? 'null') as Partial<Record<keyof ApplyDraft, unknown>> | null;
    if (typeof kept !== 'object' || kept === null) return draft;
    if (FAULTS.has(kept.faultType)) draft.faultType = kept.faultType as WarrantyFaultType;
    if (isText(kept.description)) draft.description = kept.description;
    if (Array.isArray(kept.photos)) draft.photos = kept.photos.filter((p: unknown): p is { url: string } => typeof p === 'object' && p !== null && isText((p as { url?: unknown }).url));
    if (isText(kept.video)) draft.video = kept.video;
    if (isText(kept.contactPhone)) draft.contactPhone = kept.contactPhone;
    if (isText(kept.preferredDate)) draft.preferredDate = kept.preferredDate;
    if (SLOTS.has(kept.timeSlot)) draft.timeSlot = kept.timeSlot as WarrantyTimeSlot;
  } catch {
    // Unreadable storage: an empty form.
  }
  return draft;
}

export function writeApplyDraft(cardId: string, draft: ApplyDraft | null): void {
  try {
    if (draft === null) sessionStorage.removeItem(keyOf(cardId));
    else sessionStorage.setItem(keyOf(cardId), JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the form still works, only not across pages.
  }
}
