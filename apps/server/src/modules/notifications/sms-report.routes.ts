import { createHash, timingSafeEqual } from 'node:crypto';
import { PROVIDER_CALLBACK_ACCEPTED, ProviderCallbackPaths } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { parseSmsReport } from '../../providers/sms-aliyun.ts';
import { recordSmsReceipts } from './notifications.service.ts';

/** A push holds at most a few hundred receipts of ~300 bytes. */
const REPORT_BODY_LIMIT = 1024 * 1024;

/** What Alibaba Cloud expects back: code 0 takes the push; anything else has it pushed again. */
const accepted = { code: 0, msg: PROVIDER_CALLBACK_ACCEPTED } as const;

function sameToken(given: string, token: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Alibaba Cloud SMS's delivery receipts (SmsReport, HTTP batch push to the URL configured in its
 * console). The push carries no signature: the URL's last segment is our secret SMS_REPORT_TOKEN,
 * checked before anything is read. A wrong token is 403, a body that is not SmsReport 400, each
 * with nothing recorded.
 */
export function smsReportRoutes(ctx: AppContext, token: string) {
  return async function (app: FastifyInstance) {
    app.post(ProviderCallbackPaths.aliyunSmsReport, { schema: { hide: true }, bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const given = (request.params as { token?: unknown }).token;
      if (typeof given !== 'string' || !sameToken(given, token)) {
        ctx.log.warn({ ip: request.ip }, 'SMS report with a wrong token');
        return reply.status(403).send({ code: 403, msg: '令牌无效' });
      }
      const receipts = parseSmsReport(request.body);
      if (!receipts) return reply.status(400).send({ code: 400, msg: '不是短信状态报告' });
      await recordSmsReceipts(ctx, receipts);
      return accepted;
    });
  };
}
