import {
  AfterSalesReasons,
  AfterSalesEvent,
  AfterSalesMessageByText,
  AfterSalesStatus as S,
  AfterSalesStatusText,
  AfterSalesStepText,
  AfterSalesText,
  AfterSalesType,
  AfterSalesTypeText,
  fillText,
  type AfterSalesCaseBrief,
  type AfterSalesCaseDetail,
  type AfterSalesStatus,
} from '@emall/contract';
import { afterSalesTimeline, afterSalesTimeout, isFinalAfterSalesStatus, nextAfterSalesStatus } from '@emall/domain';
import type { AfterSalesConfig } from '../../config.ts';
import type { CaseEventRow, CaseLineRow, CaseMessageRow, CaseRow } from './after-sales.repository.ts';

/** An order line as a case shows it. */
export interface LineLook {
  id: number;
  name: string;
  pictureUrl: string;
}

const typeOf = (c: CaseRow) => c.type as AfterSalesType;
const statusOf = (c: CaseRow) => c.status as AfterSalesStatus;

/** When the clock acts on the case if nobody does, or null. */
export function deadlineOf(c: CaseRow, limits: AfterSalesConfig): Date | null {
  const timeout = afterSalesTimeout(typeOf(c), statusOf(c), c.statusAt.getTime(), limits);
  return timeout ? new Date(timeout.atMs) : null;
}

export function toBrief(c: CaseRow, orderNo: string, lines: readonly CaseLineRow[], looks: ReadonlyMap<number, LineLook>): AfterSalesCaseBrief {
  return {
    id: String(c.id),
    caseNo: c.caseNo,
    orderId: String(c.orderId),
    orderNo,
    type: typeOf(c),
    typeText: AfterSalesTypeText[typeOf(c)],
    status: statusOf(c),
    statusText: AfterSalesStatusText[statusOf(c)],
    amounts: { cashFen: c.cashFen, eValue: c.eValue, couponFen: c.couponFen, carriageFen: c.carriageFen, couponBack: c.couponBack },
    lines: lines.map((l) => ({ lineId: l.orderLineId, goodsName: looks.get(l.orderLineId)?.name ?? '', picture: looks.get(l.orderLineId)?.pictureUrl ?? '', pieces: l.pieces })),
    createdAt: c.createdAt.toISOString(),
  };
}

function limitText(c: CaseRow, limits: AfterSalesConfig): string {
  if (c.status === S.applied) return fillText(AfterSalesText.decisionLimit, { hours: limits.decisionHours });
  if (c.status === S.approved && c.type === AfterSalesType.returnRefund) return fillText(AfterSalesText.returnShipLimit, { days: limits.returnShipDays });
  if (c.status === S.closed) return AfterSalesText.closedNotReturned;
  return '';
}

export function toDetail(
  c: CaseRow,
  orderNo: string,
  lines: readonly CaseLineRow[],
  looks: ReadonlyMap<number, LineLook>,
  history: { events: readonly CaseEventRow[]; messages: readonly CaseMessageRow[] },
  limits: AfterSalesConfig,
): AfterSalesCaseDetail {
  const isReturn = c.type === AfterSalesType.returnRefund;
  const deadline = deadlineOf(c, limits);
  return {
    ...toBrief(c, orderNo, lines, looks),
    reason: c.reason,
    reasonText: AfterSalesReasons[c.reason]?.text ?? '',
    description: c.description,
    photos: c.photos,
    timeline: afterSalesTimeline(typeOf(c), statusOf(c)).map((s) => ({ ...s, text: AfterSalesStepText[s.step] })),
    events: history.events.map((e) => ({
      status: e.status as AfterSalesStatus,
      statusText: AfterSalesStatusText[e.status as AfterSalesStatus],
      actor: e.actor,
      note: e.note,
      at: e.at.toISOString(),
    })),
    returnAddress: isReturn && c.status !== S.applied ? { ...limits.returnAddress } : null,
    returnShipment: c.returnCompany && c.returnExpressNo ? { expressCompany: c.returnCompany, expressNo: c.returnExpressNo } : null,
    rejectReason: c.rejectReason,
    deadline: deadline ? deadline.toISOString() : null,
    limitText: limitText(c, limits),
    canCancel: nextAfterSalesStatus(typeOf(c), statusOf(c), AfterSalesEvent.cancel) !== null,
    canShip: nextAfterSalesStatus(typeOf(c), statusOf(c), AfterSalesEvent.ship) !== null,
    messages: history.messages.map((m) => ({ id: String(m.id), by: m.by, byText: AfterSalesMessageByText[m.by], text: m.text, photos: m.photos, at: m.at.toISOString() })),
    canMessage: !isFinalAfterSalesStatus(typeOf(c), statusOf(c)),
  };
}
