import { UserAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { adminUserDetail, adminUsers } from './users-admin.service.ts';

/** 用户管理's calls (users:read, 客服 and 超级管理员): read only; shoppers' flags come from the shop and the car-owner system. */
export function usersAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, UserAdminApi.list, async (request) => ok(await adminUsers(ctx, request.query)));
    registerAdmin(app, UserAdminApi.detail, async (request) => ok(await adminUserDetail(ctx, Number(request.params.id))));
  };
}
