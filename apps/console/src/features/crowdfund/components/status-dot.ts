import { CrowdfundStatus } from '@emall/contract';
import type { BadgeProps } from 'antd';

// A dot beside dark text: coloured tag text on its tint falls short of 4.5:1.
export const statusDot: Record<number, BadgeProps['status']> = {
  [CrowdfundStatus.Draft]: 'default',
  [CrowdfundStatus.Off]: 'default',
  [CrowdfundStatus.CrowdfundPreheat]: 'warning',
  [CrowdfundStatus.Crowdfunding]: 'processing',
  [CrowdfundStatus.CrowdfundSuccess]: 'success',
  [CrowdfundStatus.CrowdfundFail]: 'error',
};
