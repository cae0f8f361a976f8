import { PageStatus, PageStatusName } from '@emall/contract';
import { Tag } from 'antd';

// Solid tags in dark shades: white text on them passes WCAG AA (antd's light green tag does not).
const statusColor: Record<number, string> = { [PageStatus.unpublished]: 'default', [PageStatus.published]: '#237804', [PageStatus.undercarriage]: '#ad4e00' };

/** 草稿 / 已发布 / 已下架 (§4 page publish status). */
export function PageStatusTag({ status }: { status: number }) {
  return <Tag color={statusColor[status]}>{PageStatusName[status as PageStatus]}</Tag>;
}
