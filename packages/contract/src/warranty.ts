/**
 * Warranty (issue 18): cards (one per unit of goods that carry a warranty) and claims under them.
 * The spec names the pages /order/warranty-detail and /order/apply-warranty only; the states,
 * fault types, slots, limits and calls are ours (docs/decisions/warranty.md).
 */
import type { ValueOf } from './codes.ts';
import { ErrorCode } from './errors.ts';

export { WARRANTY_PHOTOS_MAX, WARRANTY_PREFERRED_DAYS_MAX, WARRANTY_REPAIR_HOTLINE, WARRANTY_VIDEO_MAX_BYTES } from './warranty-limits.ts';

/** A card: 保修中 until its end date (China date), then 已过保; 已作废 when its unit was refunded. */
export const WarrantyCardStatus = { active: 1, expired: 2, voided: 3 } as const;
export type WarrantyCardStatus = ValueOf<typeof WarrantyCardStatus>;

export const WarrantyCardStatusText: Record<WarrantyCardStatus, string> = {
  [WarrantyCardStatus.active]: '保修中',
  [WarrantyCardStatus.expired]: '已过保',
  [WarrantyCardStatus.voided]: '已作废',
};

/**
 * A claim: 已提交 → 已受理 → 已预约 (a store and a time; may be moved while scheduled) → 维修中 →
 * 已完成; 不予保修 (from submitted or accepted, with the reason) or 已撤销 (the shopper, before it is scheduled).
 */
export const WarrantyClaimStatus = {
  submitted: 1,
  accepted: 2,
  scheduled: 3,
  repairing: 4,
  completed: 5,
  rejected: 6,
  cancelled: 7,
} as const;
export type WarrantyClaimStatus = ValueOf<typeof WarrantyClaimStatus>;

export const WarrantyClaimStatusText: Record<WarrantyClaimStatus, string> = {
  [WarrantyClaimStatus.submitted]: '已提交',
  [WarrantyClaimStatus.accepted]: '已受理',
  [WarrantyClaimStatus.scheduled]: '已预约',
  [WarrantyClaimStatus.repairing]: '维修中',
  [WarrantyClaimStatus.completed]: '已完成',
  [WarrantyClaimStatus.rejected]: '不予保修',
  [WarrantyClaimStatus.cancelled]: '已撤销',
};

/** Open claims: one per (card, fault type) at a time; a card with one is not voided first nor transferred. */
export const WARRANTY_OPEN_STATUSES: readonly WarrantyClaimStatus[] = [
  WarrantyClaimStatus.submitted,
  WarrantyClaimStatus.accepted,
  WarrantyClaimStatus.scheduled,
  WarrantyClaimStatus.repairing,
];

/** The progress timeline's steps, in order (a rejected or cancelled claim stops where it was). */
export const WARRANTY_TIMELINE: readonly WarrantyClaimStatus[] = [
  WarrantyClaimStatus.submitted,
  WarrantyClaimStatus.accepted,
  WarrantyClaimStatus.scheduled,
  WarrantyClaimStatus.repairing,
  WarrantyClaimStatus.completed,
];

/** What moves a claim: the shopper (apply is its birth; cancel), service (the rest). Rate does not move it. */
export const WarrantyEvent = {
  accept: 'accept',
  schedule: 'schedule',
  startRepair: 'startRepair',
  complete: 'complete',
  reject: 'reject',
  cancel: 'cancel',
  /** The system: the card's unit was refunded, so an open claim under it closes (已撤销). */
  void: 'void',
} as const;
export type WarrantyEvent = ValueOf<typeof WarrantyEvent>;

/** Who moved a claim (its timeline events). */
export const WarrantyActor = { shopper: 'shopper', operator: 'operator', system: 'system' } as const;
export type WarrantyActor = ValueOf<typeof WarrantyActor>;

export const WarrantyActorText: Record<WarrantyActor, string> = {
  [WarrantyActor.shopper]: '我',
  [WarrantyActor.operator]: '售后服务',
  [WarrantyActor.system]: '系统',
};

/** What the shopper reports, in the picker's order. */
export const WarrantyFaultType = {
  noCharge: 'noCharge',
  chargeInterrupted: 'chargeInterrupted',
  display: 'display',
  appearance: 'appearance',
  cable: 'cable',
  light: 'light',
  other: 'other',
} as const;
export type WarrantyFaultType = ValueOf<typeof WarrantyFaultType>;

export const WarrantyFaultTypeText: Record<WarrantyFaultType, string> = {
  [WarrantyFaultType.noCharge]: '无法充电',
  [WarrantyFaultType.chargeInterrupted]: '充电中断',
  [WarrantyFaultType.display]: '指示灯/屏幕异常',
  [WarrantyFaultType.appearance]: '外观损坏',
  [WarrantyFaultType.cable]: '线缆/接口损坏',
  [WarrantyFaultType.light]: '灯光不亮/闪烁',
  [WarrantyFaultType.other]: '其他',
};

/** The half-day the shopper would like the visit in. */
export const WarrantyTimeSlot = { morning: 1, afternoon: 2 } as const;
export type WarrantyTimeSlot = ValueOf<typeof WarrantyTimeSlot>;

export const WarrantyTimeSlotText: Record<WarrantyTimeSlot, string> = {
  [WarrantyTimeSlot.morning]: '上午 09:00–12:00',
  [WarrantyTimeSlot.afternoon]: '下午 13:00–18:00',
};

/** A claim's description, characters. */
export const WARRANTY_DESCRIPTION_MIN = 5;
export const WARRANTY_DESCRIPTION_MAX = 500;
/** The photos service attaches to a completed repair. */
export const WARRANTY_REPAIR_PHOTOS_MAX = 6;
/** The video types the upload takes (MP4, MOV, WebM). */
export const WARRANTY_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** SLA: service accepts (or rejects) a submitted claim within this… */
export const WARRANTY_ACCEPT_SLA_HOURS = 24;
/** …and schedules an accepted one within this. */
export const WARRANTY_SCHEDULE_SLA_HOURS = 48;
/** A rating's comment, characters; its score 1–5. */
export const WARRANTY_RATE_COMMENT_MAX = 200;
export const WARRANTY_SCORE_MAX = 5;
/** A note, a reason (reject, VIN transfer), a repair part's name. */
export const WARRANTY_NOTE_MAX = 500;
export const WARRANTY_REASON_MAX = 200;
export const WARRANTY_PART_MAX = 40;
export const WARRANTY_PARTS_MAX = 20;

/** A card number (WC + 20 digits), a claim number (WR + 20 digits), a serial number (letters, digits, dashes). */
export const WARRANTY_CARD_NO_PATTERN = '^WC[0-9]{20}$';
export const WARRANTY_CLAIM_NO_PATTERN = '^WR[0-9]{20}$';
export const WARRANTY_SERIAL_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{3,39}$';

/** Why a card cannot be claimed under now. The server maps each to an error code, the card view to its reason text. */
export const WarrantyRefusal = {
  /** Past its end date (China date). */
  expired: 'expired',
  /** Its unit was refunded. */
  voided: 'voided',
} as const;
export type WarrantyRefusal = ValueOf<typeof WarrantyRefusal>;

export const warrantyRefusalCode: Record<WarrantyRefusal, ErrorCode> = {
  [WarrantyRefusal.expired]: ErrorCode.WARRANTY_OUT_OF_PERIOD,
  [WarrantyRefusal.voided]: ErrorCode.WARRANTY_CARD_VOIDED,
};
