import { ColumnJumpType, type ModuleImage } from '@emall/contract';

/**
 * Where tapping a module image leads, §2: URL/H5 open the content link, goods the goods'
 * share URL (carried in content), page the activity page of that code. Equity (card exchange)
 * and PGC have no page in this client yet, and an empty jumpType does not jump: null.
 */
export function imageJumpLink(image: Pick<ModuleImage, 'jumpType' | 'content'>): string | null {
  const content = image.content.trim();
  if (!content) return null;
  switch (image.jumpType) {
    case ColumnJumpType.URL:
    case ColumnJumpType.H5:
    case ColumnJumpType.goods:
      return content;
    case ColumnJumpType.page:
      return `/store/activity/activity?pageCode=${encodeURIComponent(content)}`;
    default:
      return null;
  }
}
