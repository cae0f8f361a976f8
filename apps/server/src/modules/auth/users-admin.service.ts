import { ADMIN_PAGE_SIZE, ErrorCode, type AdminUserDetail, type AdminUserPage, type AdminUserQuery, type AdminUserRow } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './users-admin.repository.ts';


function rowOf(r: repo.AdminUserRecord): AdminUserRow {
  return {
    id: String(r.id),
    phone: r.phone,
    nickname: r.nickname,
    isMaster: r.isMaster,
    isAuthed: r.isAuthed,
    hasBigOrder: r.hasBigOrder,
    inWhitelist: r.inWhitelist,
    eValue: r.pointsBalance,
    orderCount: r.orderCount,
    registerSource: r.registerSource,
    createdAt: r.createdAt.toISOString(),
  };
}

/** 用户管理's list (users:read): shoppers by phone, nickname or id and by role flag, newest first. */
export async function adminUsers(ctx: AppContext, query: AdminUserQuery): Promise<AdminUserPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.searchUsers(ctx.db, { keyword: query.keyword, flag: query.flag }, (pageNo - 1) * pageSize, pageSize);
  return { pageNo, pageSize, totalNum: total, result: rows.map(rowOf) };
}

/** One shopper as 客服 reads them; nothing here writes. */
export async function adminUserDetail(ctx: AppContext, id: number): Promise<AdminUserDetail> {
  const record = await repo.findUserRecord(ctx.db, id);
  if (!record) throw new AppError(ErrorCode.USER_NOT_FOUND);
  const extras = await repo.userExtras(ctx.db, id, ctx.clock.now());
  return {
    ...rowOf(record),
    notice: record.notice,
    cars: extras.cars,
    identities: extras.identities.map((i) => ({ provider: i.provider, createdAt: i.createdAt.toISOString() })),
    liveSessions: extras.liveSessions,
  };
}
