import { WarrantyAdminText as T } from '@emall/contract';
import { Card, Col, Descriptions, Row, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { DetailHead } from '../../../ui/detail-head.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useWarrantyClaim } from '../api/get-claim.ts';
import { WARRANTY_PATH } from '../api/warranty-paths.ts';
import { AuditCard } from '../components/audit-card.tsx';
import { CardDescriptions } from '../components/card-descriptions.tsx';
import { ClaimActions } from '../components/claim-actions.tsx';
import { ClaimProgressCard } from '../components/claim-progress.tsx';
import { ClaimApplicationCard, ClaimOutcomeCard, UnitHistoryCard } from '../components/claim-sections.tsx';
import { ClaimSla } from '../components/claim-sla.tsx';
import { ClaimStatus } from '../components/claim-status.tsx';

/** 保修工单详情: the claim, its card, the shopper's photos or video, the unit's history, the timeline, and 客服's moves. */
export function WarrantyClaimPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useWarrantyClaim(id);
  const nowMs = useNow();
  const claim = query.data;
  if (query.isError && !claim) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!claim) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <DetailHead
          back={{ to: `/${WARRANTY_PATH}`, text: T.backToQueue }}
          title={`${T.claimNo} ${claim.claimNo}`}
          tags={
            <>
              <Tag>{claim.faultTypeText}</Tag>
              <ClaimStatus status={claim.status} />
            </>
          }
          query={query}
        />
        <Descriptions size="small" column={4} style={{ marginTop: 16 }}>
          <Descriptions.Item label={T.phone}>{claim.userPhone}</Descriptions.Item>
          <Descriptions.Item label={T.goods}>
            {claim.goodsName} · {claim.skuName}
          </Descriptions.Item>
          <Descriptions.Item label={T.submittedAt}>{formatTime(claim.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={T.sla}>
            <ClaimSla deadline={claim.deadline} status={claim.status} nowMs={nowMs} />
          </Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 16 }}>
          <ClaimActions claim={claim} />
        </div>
      </Card>
      <Row gutter={16}>
        <Col span={14}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ClaimApplicationCard claim={claim} />
            <ClaimOutcomeCard claim={claim} />
            <Card title={T.cards}>
              <CardDescriptions card={claim.card} />
            </Card>
          </Space>
        </Col>
        <Col span={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ClaimProgressCard claim={claim} />
            <UnitHistoryCard claim={claim} />
            <AuditCard audit={claim.audit} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
