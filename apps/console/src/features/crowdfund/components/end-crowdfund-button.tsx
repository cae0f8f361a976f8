import { CrowdfundStatus, MarketingText, type AdminCrowdfund } from '@emall/contract';
import { Button, Popconfirm } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useEndCrowdfund } from '../api/end-crowdfund.ts';

/** Running, or past its end with no outcome decided yet: an operator may end (settle) it now. Once decided, the job finishes it. */
export function mayEnd(crowdfund: AdminCrowdfund): boolean {
  if (crowdfund.statusNow === CrowdfundStatus.Crowdfunding) return true;
  const ended = crowdfund.statusNow === CrowdfundStatus.CrowdfundSuccess || crowdfund.statusNow === CrowdfundStatus.CrowdfundFail;
  return ended && crowdfund.outcome === null;
}

/** 结束众筹 behind a confirmation saying what follows: success ships, failure refunds every supporter. */
export function EndCrowdfundButton({ crowdfund }: { crowdfund: AdminCrowdfund }) {
  const end = useEndCrowdfund();
  return (
    <Popconfirm
      title={MarketingText.endCrowdfund}
      description={<div style={{ maxWidth: 320 }}>{MarketingText.endCrowdfundConfirm}</div>}
      okButtonProps={{ danger: true }}
      onConfirm={() => end.mutateAsync(crowdfund.goodsId).then(() => showSuccess(MarketingText.crowdfundEnded))}
    >
      <Button type="link" size="small" danger loading={end.isPending}>
        {MarketingText.endCrowdfund}
      </Button>
    </Popconfirm>
  );
}
