import { AfterSalesAdminText as T, AfterSalesType, RefundStatus } from '@emall/contract';
import { Card, Col, Descriptions, Row, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { DetailHead } from '../../../ui/detail-head.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useAfterSalesCase } from '../api/get-case.ts';
import { CaseActions } from '../components/case-actions.tsx';
import { CaseMessagesCard } from '../components/case-messages.tsx';
import { CaseOrderCard, CaseRefundCard } from '../components/case-order-card.tsx';
import { CaseApplicationCard, CaseProgressCard } from '../components/case-progress.tsx';
import { CaseStatus } from '../components/case-status.tsx';
import { SlaTimer } from '../components/sla-timer.tsx';
import { AFTER_SALES_PATH } from '../api/case-path.ts';
import { useNow } from '../../../lib/use-now.ts';

/** 售后详情: the case, its order as paid, the refund split, the shopper's words and photos, and the actions its state allows. */
export function AfterSalesCasePage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useAfterSalesCase(id);
  const nowMs = useNow();
  const detail = query.data;
  if (query.isError && !detail) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!detail) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <DetailHead
          back={{ to: `/${AFTER_SALES_PATH}`, text: T.backToQueue }}
          title={`${T.caseNo} ${detail.caseNo}`}
          tags={
            <>
              <Tag color={detail.type === AfterSalesType.returnRefund ? 'purple' : 'blue'}>{detail.typeText}</Tag>
              <CaseStatus status={detail.status} refundFailed={detail.channelRefund?.status === RefundStatus.close} />
            </>
          }
          query={query}
        />
        <Descriptions size="small" column={4} style={{ marginTop: 16 }}>
          <Descriptions.Item label={T.phone}>{detail.phone}</Descriptions.Item>
          <Descriptions.Item label={T.orderNo}>{detail.orderNo}</Descriptions.Item>
          <Descriptions.Item label={T.appliedAt}>{formatTime(detail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={T.sla}>
            <SlaTimer deadline={detail.deadline} status={detail.status} nowMs={nowMs} />
          </Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 16 }}>
          <CaseActions detail={detail} />
        </div>
      </Card>
      <Row gutter={16}>
        <Col span={15}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <CaseRefundCard detail={detail} />
            <CaseOrderCard order={detail.order} />
          </Space>
        </Col>
        <Col span={9}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <CaseApplicationCard detail={detail} />
            <CaseMessagesCard detail={detail} />
            <CaseProgressCard detail={detail} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
