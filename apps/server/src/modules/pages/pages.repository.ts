import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageModules, pages } from './pages.table.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageModuleRow = typeof pageModules.$inferSelect;

export async function findPageByCode(db: Executor, pageCode: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.pageCode, pageCode)).limit(1);
  return row;
}

export async function findPageByBizType(db: Executor, bizType: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.bizType, bizType)).limit(1);
  return row;
}

export function findPageModules(db: Executor, pageCode: string): Promise<PageModuleRow[]> {
  return db.select().from(pageModules).where(eq(pageModules.pageCode, pageCode)).orderBy(asc(pageModules.sort), asc(pageModules.id));
}
