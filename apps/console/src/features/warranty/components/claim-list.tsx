import type { WarrantyClaimBrief } from '@emall/contract';
import { Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format-time.ts';
import { claimPathOf } from '../api/warranty-paths.ts';
import { ClaimStatus } from './claim-status.tsx';

/** Claims of one card, each a link to its page with its fault, day and state; `empty` when there are none. */
export function ClaimList({ claims, empty }: { claims: readonly WarrantyClaimBrief[]; empty: string }) {
  if (claims.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      dataSource={[...claims]}
      renderItem={(c) => (
        <List.Item extra={<ClaimStatus status={c.status} />}>
          <Space orientation="vertical" size={0}>
            <Link to={claimPathOf(c.claimId)}>{c.claimNo}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.faultTypeText} · {formatTime(c.createdAt)}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
