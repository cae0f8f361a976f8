import { PROVIDER_CALLBACK_ACCEPTED, ProviderCallbackPaths } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { callbackSignValid, parcelStateOf, tracesOf, type Kuaidi100Result } from '../../providers/carrier-kuaidi100.ts';
import * as repo from './lifecycle.repository.ts';
import { recordParcelReport } from './parcel-traces.service.ts';

/** A callback's form is one JSON param and its sign: a parcel's whole route stays far below this. */
const CALLBACK_BODY_LIMIT = 512 * 1024;

/** What Kuaidi100 expects back: result true stops its retries; false has it post again later. */
interface CallbackAnswer {
  result: boolean;
  returnCode: string;
  message: string;
}

const accepted: CallbackAnswer = { result: true, returnCode: '200', message: PROVIDER_CALLBACK_ACCEPTED };
const refused = (message: string): CallbackAnswer => ({ result: false, returnCode: '500', message });

/** A callback's param: the subscription's status (polling, shutdown, abort, updateall) and the parcel's lastResult. */
interface CallbackParam {
  status?: string;
  message?: string;
  lastResult?: Kuaidi100Result;
}

/**
 * Kuaidi100's push of a subscribed parcel (POST, form fields `param` and `sign` = MD5(param + salt)):
 * a forged or unreadable one is refused with nothing stored; one of a parcel that is not ours is
 * taken (a retry would not make it ours); any other is recorded — a repeat records nothing new
 * and signs the order once.
 */
async function receiveKuaidi100Callback(ctx: AppContext, salt: string, fields: Record<string, unknown>): Promise<CallbackAnswer> {
  const { param, sign } = fields;
  if (typeof param !== 'string' || typeof sign !== 'string' || !callbackSignValid(param, sign, salt)) return refused('签名校验失败');
  let body: CallbackParam;
  try {
    body = JSON.parse(param) as CallbackParam;
  } catch {
    return refused('参数不是JSON');
  }
  const last = body.lastResult;
  if (!last || typeof last.nu !== 'string' || typeof last.com !== 'string') return refused('缺少lastResult');
  if (body.status === 'abort') ctx.log.warn({ expressNo: last.nu, message: body.message }, 'kuaidi100 stopped following a parcel');
  const parcel = await repo.findParcelByExpressNo(ctx.db, last.nu);
  if (!parcel || parcel.carrierCode !== last.com) {
    ctx.log.warn({ expressNo: last.nu, com: last.com }, 'kuaidi100 callback of a parcel not ours');
    return accepted;
  }
  const traces = tracesOf(last);
  try {
    if (traces.length > 0) await recordParcelReport(ctx, parcel.id, { traces, ...parcelStateOf(last) });
  } catch (err) {
    // Kuaidi100 posts it again later.
    ctx.log.error({ err, parcelId: parcel.id }, 'recording a kuaidi100 callback failed');
    return refused('保存失败');
  }
  return accepted;
}

/** The callback route, with its own form parser (the API speaks JSON only). */
export function kuaidi100CallbackRoutes(ctx: AppContext, salt: string) {
  return async function (app: FastifyInstance) {
    acceptFormBodies(app, CALLBACK_BODY_LIMIT);
    app.post(ProviderCallbackPaths.kuaidi100, { schema: { hide: true } }, async (request) => {
      const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return receiveKuaidi100Callback(ctx, salt, fields);
    });
  };
}
