import { CarOutlined, EditOutlined } from '@ant-design/icons';
import { Permission, WarrantyAdminText as T } from '@emall/contract';
import { Button, Card, Drawer, Skeleton, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useWarrantyCard } from '../api/get-card.ts';
import { AuditCard } from './audit-card.tsx';
import { CardDescriptions } from './card-descriptions.tsx';
import { CardEditDialog, type CardEditKind } from './card-edit-dialog.tsx';
import { ClaimList } from './claim-list.tsx';

/** 保修卡详情, beside the search: the card, its owner, its claims, the audit rows; 更正序列号 and 转移车辆 for warranty:handle. */
export function CardDrawer({ cardId, onClose }: { cardId: string | null; onClose: () => void }) {
  const me = useMe().data;
  const query = useWarrantyCard(cardId);
  const [editing, setEditing] = useState<CardEditKind | null>(null);
  const card = query.data;
  const mayHandle = me !== undefined && can(me, Permission.warrantyHandle);
  return (
    <Drawer open={cardId !== null} onClose={onClose} title={T.cardDetail} size={720} destroyOnHidden>
      {query.isError && !card ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !card ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <CardDescriptions card={card} />
          {mayHandle && (
            <Space wrap>
              <Button icon={<EditOutlined />} onClick={() => setEditing('serial')}>
                {T.correctSerial}
              </Button>
              <Tooltip title={card.canTransferVin ? undefined : T.cannotTransfer}>
                <Button icon={<CarOutlined />} disabled={!card.canTransferVin} onClick={() => setEditing('vin')}>
                  {T.transferVin}
                </Button>
              </Tooltip>
            </Space>
          )}
          <Card title={T.claimsOfCard} size="small">
            <ClaimList claims={card.claims} empty={T.noClaims} />
          </Card>
          <AuditCard audit={card.audit} size="small" />
          <CardEditDialog card={card} kind={editing} onClose={() => setEditing(null)} />
        </Space>
      )}
    </Drawer>
  );
}
