import { and, asc, desc, eq, gt, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedItems, pageDrafts, pageModules, pagePreviewTokens, pages, pageVersions } from './pages.table.ts';

export type PageDraftRow = typeof pageDrafts.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
export type FeedItemRow = typeof feedItems.$inferSelect;
type NewPageModuleRow = typeof pageModules.$inferInsert;
type NewFeedItemRow = typeof feedItems.$inferInsert;

export function findPages(
  db: Executor,
  filter: { keyword?: string; bizType?: number; status?: number },
): Promise<{ page: typeof pages.$inferSelect; pending: boolean | null }[]> {
  const where: SQL[] = [];
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(pages.pageCode, like), ilike(pages.pageTitle, like))!);
  }
  if (filter.bizType !== undefined) where.push(eq(pages.bizType, filter.bizType));
  if (filter.status !== undefined) where.push(eq(pages.status, filter.status));
  return db
    .select({ page: pages, pending: pageDrafts.pending })
    .from(pages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageCode, pages.pageCode))
    .where(and(...where))
    .orderBy(asc(pages.bizType), asc(pages.pageCode));
}

/** The page row locked for a write: publishes and saves of one page run one after another. */
export async function findPageWithDraft(db: Executor, pageCode: string) {
  const [row] = await db
    .select({ page: pages, draft: pageDrafts })
    .from(pages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageCode, pages.pageCode))
    .where(eq(pages.pageCode, pageCode));
  return row;
}

export async function lockPage(tx: Executor, pageCode: string): Promise<typeof pages.$inferSelect | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.pageCode, pageCode)).for('update');
  return row;
}

export async function insertPage(tx: Executor, row: typeof pages.$inferInsert): Promise<void> {
  await tx.insert(pages).values(row);
}

export async function updatePage(tx: Executor, pageCode: string, set: Partial<typeof pages.$inferInsert>): Promise<void> {
  await tx.update(pages).set(set).where(eq(pages.pageCode, pageCode));
}

export async function findDraft(db: Executor, pageCode: string): Promise<PageDraftRow | undefined> {
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageCode, pageCode));
  return row;
}

export async function upsertDraft(tx: Executor, row: PageDraftRow): Promise<void> {
  await tx
    .insert(pageDrafts)
    .values(row)
    .onConflictDoUpdate({ target: pageDrafts.pageCode, set: { draft: row.draft, pending: row.pending, updatedBy: row.updatedBy, updatedAt: row.updatedAt } });
}

export async function markDraftPublished(tx: Executor, pageCode: string): Promise<void> {
  await tx.update(pageDrafts).set({ pending: false }).where(eq(pageDrafts.pageCode, pageCode));
}

export function findFeedItemsOfModules(db: Executor, moduleIds: readonly number[]): Promise<FeedItemRow[]> {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db.select().from(feedItems).where(inArray(feedItems.moduleId, [...moduleIds])).orderBy(asc(feedItems.sort), asc(feedItems.id));
}

/** Replaces the modules the shop reads (a projection of the published version) with `modules`. */
export async function replaceModules(
  tx: Executor,
  pageCode: string,
  modules: readonly { row: NewPageModuleRow; feed: Omit<NewFeedItemRow, 'moduleId'>[] }[],
): Promise<void> {
  const old = tx.select({ id: pageModules.id }).from(pageModules).where(eq(pageModules.pageCode, pageCode));
  await tx.delete(feedItems).where(inArray(feedItems.moduleId, old));
  await tx.delete(pageModules).where(eq(pageModules.pageCode, pageCode));
  if (modules.length === 0) return;
  const ids = await tx.insert(pageModules).values(modules.map((m) => m.row)).returning({ id: pageModules.id });
  const feed = modules.flatMap((m, i) => m.feed.map((f) => ({ ...f, moduleId: ids[i]!.id })));
  if (feed.length > 0) await tx.insert(feedItems).values(feed);
}

export async function findVersions(db: Executor, pageCode: string): Promise<PageVersionRow[]> {
  return db.select().from(pageVersions).where(eq(pageVersions.pageCode, pageCode)).orderBy(desc(pageVersions.version));
}

export async function findVersion(db: Executor, pageCode: string, version: number): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageCode, pageCode), eq(pageVersions.version, version)));
  return row;
}

export async function insertVersion(tx: Executor, row: Omit<PageVersionRow, 'id'>): Promise<void> {
  await tx.insert(pageVersions).values(row);
}

export async function insertPreviewToken(db: Executor, row: typeof pagePreviewTokens.$inferInsert): Promise<void> {
  await db.insert(pagePreviewTokens).values(row);
}

/** Tokens past their time are of no use to anyone: dropped when a new one is made. */
export async function deleteExpiredPreviewTokens(db: Executor, now: Date): Promise<void> {
  await db.delete(pagePreviewTokens).where(lt(pagePreviewTokens.expiresAt, now));
}

export async function findLivePreviewToken(db: Executor, tokenHash: string, now: Date): Promise<{ pageCode: string } | undefined> {
  const [row] = await db
    .select({ pageCode: pagePreviewTokens.pageCode })
    .from(pagePreviewTokens)
    .where(and(eq(pagePreviewTokens.tokenHash, tokenHash), gt(pagePreviewTokens.expiresAt, now)));
  return row;
}
