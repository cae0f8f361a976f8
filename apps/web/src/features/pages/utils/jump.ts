import { ColumnJumpType, ContentJumpKind, ProductRoute } from '@emall/contract';
import type { NativeParams, NativeTarget } from '../../../platform/platform-types.ts';

/**
 * What a tap on configured content does (§2 column jump types and content jump kinds), decided
 * without side effects; `use-jump.ts` carries it out.
 */
export type JumpAction =
  /** An in-app path or a web URL (openLink decides which). */
  | { kind: 'link'; to: string }
  /** Starts the card-exchange flow of §4 for this card (rights pool) id. */
  | { kind: 'equity'; cardId: string }
  /** A page of the container (car app, mini-program); `fallback` is the web link when it has none. */
  | { kind: 'native'; target: NativeTarget; params: NativeParams; fallback: string | null }
  | { kind: 'none' };

export interface JumpContext {
  /** The page's `activityCode` query value, §2: appended to product links. */
  activityCode?: string | null;
}

const PRODUCT_PATHS: ReadonlySet<string> = new Set(Object.values(ProductRoute));

/** An in-app path or an http(s) URL, as opposed to a bare id. */
function looksLikeLink(value: string): boolean {
  return value.startsWith('/') || /^https?:\/\//i.test(value);
}

/** The activity page of a page code, §2. */
function activityPagePath(pageCode: string): string {
  return `/store/activity/activity?pageCode=${encodeURIComponent(pageCode)}`;
}

/**
 * §2 "An optional activityCode query value is appended to product links": only to the product
 * pages of this shop, and never twice.
 */
export function withActivityCode(link: string, activityCode: string | null | undefined): string {
  if (!activityCode) return link;
  let url: URL;
  try {
    url = new URL(link, 'http://in-app.invalid');
  } catch {
    return link;
  }
  const inApp = url.origin === 'http://in-app.invalid' || (typeof window !== 'undefined' && url.origin === window.location.origin);
  if (!inApp || !PRODUCT_PATHS.has(url.pathname) || url.searchParams.has('activityCode')) return link;
  return `${link}${link.includes('?') ? '&' : '?'}activityCode=${encodeURIComponent(activityCode)}`;
}

/** The product page of a goods given by share URL or by bare product id. */
function goodsLink(content: string, context: JumpContext): string {
  const link = /^\d+$/.test(content) ? `${ProductRoute.boutique}?productId=${content}` : content;
  return withActivityCode(link, context.activityCode);
}

/**
 * A column jump (§2): URL, H5 and page open the content link (page → the activity page of that
 * page code); goods the goods' share URL (with activityCode); equity the card exchange of the
 * card id in `content`; PGC the article (`content` is its id, or a link to it) — the container's
 * PGC page where there is one, else the link.
 */
export function columnJump(jumpType: string, rawContent: string, context: JumpContext = {}): JumpAction {
  const content = rawContent.trim();
  if (!content) return { kind: 'none' };
  switch (jumpType) {
    case ColumnJumpType.URL:
    case ColumnJumpType.H5:
      return { kind: 'link', to: content };
    case ColumnJumpType.page:
      return { kind: 'link', to: looksLikeLink(content) ? content : activityPagePath(content) };
    case ColumnJumpType.goods:
      return { kind: 'link', to: goodsLink(content, context) };
    case ColumnJumpType.equity:
      return { kind: 'equity', cardId: content };
    case ColumnJumpType.PGC:
      return looksLikeLink(content)
        ? { kind: 'native', target: 'pgcDetail', params: { id: articleIdOf(content) }, fallback: content }
        : { kind: 'native', target: 'pgcDetail', params: { id: content }, fallback: null };
    default:
      return { kind: 'none' };
  }
}

/** What a piece of content points at (§2 content jump kinds): an id, a web link, or both. */
export interface ContentTarget {
  id?: string | null;
  url?: string | null;
}

const CONTENT_NATIVE: Partial<Record<string, { target: NativeTarget; param: string }>> = {
  [ContentJumpKind.PGC]: { target: 'pgcDetail', param: 'id' },
  [ContentJumpKind.goodsPGC]: { target: 'pgcDetail', param: 'id' },
  [ContentJumpKind.UGC]: { target: 'ugc', param: 'id' },
  [ContentJumpKind.UGCDynamic]: { target: 'ugc', param: 'id' },
  [ContentJumpKind.post]: { target: 'ugc', param: 'id' },
  [ContentJumpKind.topic]: { target: 'topic', param: 'id' },
  [ContentJumpKind.specialTopic]: { target: 'topic', param: 'id' },
  [ContentJumpKind.userSpace]: { target: 'userSpace', param: 'userId' },
};

/**
 * A content jump (§2): link and goods open on the web (goods with activityCode); the community
 * kinds (PGC, goods PGC, UGC, UGC dynamic, post, topic, special topic, user space) open the
 * container's page for the id, and its web link where the container has none.
 */
export function contentJump(kind: string, target: ContentTarget, context: JumpContext = {}): JumpAction {
  const id = target.id?.trim() || null;
  const url = target.url?.trim() || null;
  if (kind === ContentJumpKind.link) return url ? { kind: 'link', to: url } : { kind: 'none' };
  if (kind === ContentJumpKind.goods) {
    const content = url ?? id;
    return content ? { kind: 'link', to: goodsLink(content, context) } : { kind: 'none' };
  }
  const native = CONTENT_NATIVE[kind];
  if (!native) return url ? { kind: 'link', to: url } : { kind: 'none' };
  if (!id) return url ? { kind: 'link', to: url } : { kind: 'none' };
  return { kind: 'native', target: native.target, params: { [native.param]: id }, fallback: url };
}

/** The article id of a PGC link (`…?id=88`), or the link itself when it carries none. */
function articleIdOf(link: string): string {
  try {
    return new URL(link, 'http://in-app.invalid').searchParams.get('id') ?? link;
  } catch {
    return link;
  }
}
