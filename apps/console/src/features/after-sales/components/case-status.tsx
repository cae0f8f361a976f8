import { AfterSalesAdminText, AfterSalesStatus as S, AfterSalesStatusText, type AfterSalesStatus } from '@emall/contract';
import { Badge, type BadgeProps } from 'antd';

// A dot beside dark text: coloured tag text on its tint falls short of 4.5:1.
const dot: Record<AfterSalesStatus, BadgeProps['status']> = {
  [S.applied]: 'warning',
  [S.approved]: 'processing',
  [S.returned]: 'processing',
  [S.received]: 'processing',
  [S.refunding]: 'processing',
  [S.completed]: 'success',
  [S.rejected]: 'error',
  [S.cancelled]: 'default',
  [S.closed]: 'default',
};

/** The case's status; a refund the channel failed reads 退款失败 in red, as the operator must act on it. */
export function CaseStatus({ status, refundFailed = false }: { status: number; refundFailed?: boolean }) {
  if (refundFailed) return <Badge status="error" text={AfterSalesAdminText.refundFailed} />;
  return <Badge status={dot[status as AfterSalesStatus] ?? 'default'} text={AfterSalesStatusText[status as AfterSalesStatus]} />;
}
