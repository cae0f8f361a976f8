import { SmsAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { smsMessages } from './sms-admin.service.ts';

/** 短信发送记录's call (issue 20): the notification SMS and their delivery receipts. */
export function smsAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, SmsAdminApi.messages, async (request) => ok(await smsMessages(ctx, request.query)));
  };
}
