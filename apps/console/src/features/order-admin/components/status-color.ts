import { AdminOrderStatusGroup, type AdminOrderRow } from '@emall/contract';
import { adminOrderGroupOf, orderFamilyOf } from '@emall/domain';

const colors: Record<AdminOrderStatusGroup, string> = {
  [AdminOrderStatusGroup.waitPay]: '#ad4e00',
  [AdminOrderStatusGroup.waitSend]: '#0958d9',
  [AdminOrderStatusGroup.waitReceive]: '#1d39c4',
  [AdminOrderStatusGroup.waitAppraise]: '#006d75',
  [AdminOrderStatusGroup.finished]: '#237804',
  [AdminOrderStatusGroup.closed]: 'default',
};

/** A status tag's colour by the status group the order is under (solid, dark enough for white text to read). */
export function statusColor(order: Pick<AdminOrderRow, 'kind' | 'status'>): string {
  const group = adminOrderGroupOf(orderFamilyOf(order.kind), order.status);
  return group === null ? 'default' : colors[group];
}
