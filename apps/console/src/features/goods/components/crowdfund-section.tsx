import { EditOutlined } from '@ant-design/icons';
import { CrowdfundStatusName, type CrowdfundStatus, GoodsText, MarketingText, type AdminGoodsCrowdfund } from '@emall/contract';
import { formatCrowdfundTarget } from '@emall/domain';
import { Button, Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { WindowCell } from '../../../ui/window-cell.tsx';
import { crowdfundsPathOf } from '../../crowdfund/api/crowdfund-paths.ts';

/** 众筹: a crowdfund goods' campaign at a glance; its terms are edited on the 众筹活动 page only. */
export function CrowdfundSection({ crowdfund, canOpen }: { crowdfund: AdminGoodsCrowdfund; canOpen: boolean }) {
  return (
    <Card
      title={GoodsText.sectionCrowdfund}
      id="crowdfund"
      extra={
        canOpen && (
          <Link to={crowdfundsPathOf(crowdfund.crowdfundNo)}>
            <Button icon={<EditOutlined />} disabled={false}>
              {GoodsText.crowdfundEdit}
            </Button>
          </Link>
        )
      }
    >
      <Descriptions
        column={4}
        size="small"
        items={[
          { key: 'no', label: MarketingText.crowdfundNo, children: crowdfund.crowdfundNo },
          { key: 'status', label: MarketingText.status, children: CrowdfundStatusName[crowdfund.statusNow as CrowdfundStatus] },
          { key: 'target', label: MarketingText.targetValue, children: formatCrowdfundTarget(crowdfund.targetValue, crowdfund.targetType) },
          { key: 'window', label: MarketingText.window, children: <WindowCell from={crowdfund.startAt} to={crowdfund.endAt} /> },
        ]}
      />
      <Typography.Text type="secondary">{GoodsText.crowdfundHint}</Typography.Text>
    </Card>
  );
}
