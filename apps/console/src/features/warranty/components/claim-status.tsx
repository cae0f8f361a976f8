import { WarrantyCardStatus, WarrantyCardStatusText, WarrantyClaimStatus as S, WarrantyClaimStatusText } from '@emall/contract';
import { Badge, type BadgeProps } from 'antd';

// A dot beside dark text, as after-sales does: coloured tag text on its tint falls short of 4.5:1.
const claimDot: Record<S, BadgeProps['status']> = {
  [S.submitted]: 'warning',
  [S.accepted]: 'processing',
  [S.scheduled]: 'processing',
  [S.repairing]: 'processing',
  [S.completed]: 'success',
  [S.rejected]: 'error',
  [S.cancelled]: 'default',
};

const cardDot: Record<WarrantyCardStatus, BadgeProps['status']> = {
  [WarrantyCardStatus.active]: 'success',
  [WarrantyCardStatus.expired]: 'default',
  [WarrantyCardStatus.voided]: 'error',
};

export function ClaimStatus({ status }: { status: number }) {
  return <Badge status={claimDot[status as S] ?? 'default'} text={WarrantyClaimStatusText[status as S]} />;
}

export function CardStatus({ status }: { status: number }) {
  return <Badge status={cardDot[status as WarrantyCardStatus] ?? 'default'} text={WarrantyCardStatusText[status as WarrantyCardStatus]} />;
}
