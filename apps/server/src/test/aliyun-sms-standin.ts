import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brand, NotificationTemplate, NotificationTemplateText } from '@emall/contract';

/**
 * A stand-in for Alibaba Cloud SMS's SendSms (API 2017-05-25, RPC signature V2) on a local port,
 * written from the published protocol apart from the adapter: it checks the AccessKey, the
 * signature, the nonce, the signature name and each approved template's variables, and answers as
 * the service does (OK with a BizId, or its error codes).
 */
interface StandinMessage {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  outId: string | null;
  bizId: string;
}

export interface AliyunSmsStandin {
  url: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The approved templates: the login code's, then one per notification template (SMS_TEMPLATES). */
  loginTemplate: string;
  templatesEnv: string;
  templateCodeOf: Record<NotificationTemplate, string>;
  /** Messages accepted, in order. */
  accepted: StandinMessage[];
  /** Every error code answered, in order. */
  refused: string[];
  /** Phones the service answers with this code instead (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  refuseFor: Map<string, string>;
  /**
   * Pushes delivery receipts (SmsReport: a JSON array, one element per message) of accepted
   * messages to `callbackUrl`, as the service's HTTP batch push does; answers the shop's reply.
   */
  pushReport(callbackUrl: string, outcomes: { bizId: string; success: boolean; errCode?: string; errMsg?: string }[]): Promise<{ status: number; body: unknown }>;
  /** SMS_* variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** The protocol's encoding: RFC 3986, only unreserved characters left as they are. */
function encode(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

function expectedSignature(method: string, params: Map<string, string>, secret: string): string {
  const pairs = [...params].filter(([key]) => key !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${encode('/')}&${encode(canonical)}`).digest('base64');
}

const variablesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

export async function startAliyunSmsStandin(): Promise<AliyunSmsStandin> {
  const accessKeyId = `LTAI${randomBytes(8).toString('hex')}`;
  const accessKeySecret = randomBytes(15).toString('base64');
  const signName = brand.name;
  const loginTemplate = 'SMS_100000001';
  const templateCodeOf = Object.fromEntries(Object.values(NotificationTemplate).map((t, i) => [t, `SMS_2000000${10 + i}`])) as Record<NotificationTemplate, string>;
  const variables = new Map<string, string[]>([[loginTemplate, ['code']]]);
  for (const t of Object.values(NotificationTemplate)) variables.set(templateCodeOf[t], variablesOf(NotificationTemplateText[t].text));
  const nonces = new Set<string>();
  const accepted: StandinMessage[] = [];
  const refused: string[] = [];
  const refuseFor = new Map<string, string>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const requestId = randomBytes(16).toString('hex').toUpperCase();
      const answer = (status: number, body: Record<string, string>) => {
        if (body.Code !== 'OK') refused.push(body.Code!);
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify({ RequestId: requestId, ...body }));
      };
      const params = new Map(new URLSearchParams(req.method === 'POST' ? raw : (req.url ?? '').split('?')[1] ?? ''));
      const get = (name: string) => params.get(name) ?? '';
      for (const name of ['AccessKeyId', 'Action', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'Timestamp', 'Version', 'Signature']) {
        if (!params.has(name)) return answer(400, { Code: 'MissingParameter', Message: `The input parameter "${name}" that is mandatory for processing this request is not supplied.` });
      }
      if (get('AccessKeyId') !== accessKeyId) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      const given = Buffer.from(get('Signature'));
      const wanted = Buffer.from(expectedSignature(req.method ?? 'GET', params, accessKeySecret));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      }
      const at = get('Timestamp');
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(at) || Math.abs(Date.parse(at) - Date.now()) > 15 * 60_000) {
        return answer(400, { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' });
      }
      if (nonces.has(get('SignatureNonce'))) return answer(400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
      nonces.add(get('SignatureNonce'));
      if (get('Action') !== 'SendSms' || get('Version') !== '2017-05-25' || get('SignatureMethod') !== 'HMAC-SHA1') {
        return answer(400, { Code: 'InvalidParameter', Message: 'The specified action, version or signature method is not valid.' });
      }
      const phone = get('PhoneNumbers');
      if (!/^1\d{10}$/.test(phone)) return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
      if (get('SignName') !== signName) return answer(200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' });
      const wantedVariables = variables.get(get('TemplateCode'));
      if (!wantedVariables) return answer(200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' });
      let templateParams: Record<string, string>;
      try {
        templateParams = JSON.parse(get('TemplateParam') || '{}') as Record<string, string>;
      } catch {
        return answer(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
      }
      if (wantedVariables.some((name) => typeof templateParams[name] !== 'string' || !templateParams[name])) {
        return answer(200, { Code: 'isv.TEMPLATE_MISSING_PARAMETERS', Message: '模板变量缺少对应参数值' });
      }
      const limited = refuseFor.get(phone);
      if (limited) return answer(200, { Code: limited, Message: '触发号码天级流控Permits:10' });
      const bizId = `${Date.now()}${accepted.length}^0`;
      accepted.push({ phone, signName, templateCode: get('TemplateCode'), params: templateParams, outId: params.get('OutId') ?? null, bizId });
      answer(200, { Code: 'OK', Message: 'OK', BizId: bizId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const templatesEnv = Object.entries(templateCodeOf).map(([t, code]) => `${t}=${code}`).join(',');
  return {
    url,
    accessKeyId,
    accessKeySecret,
    signName,
    loginTemplate,
    templatesEnv,
    templateCodeOf,
    accepted,
    refused,
    refuseFor,
    async pushReport(callbackUrl, outcomes) {
      const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      const report = outcomes.map((o) => {
        const message = accepted.find((m) => m.bizId === o.bizId);
        return {
          phone_number: message?.phone ?? '13900000000',
          send_time: beijing(Date.now() - 5_000),
          report_time: beijing(Date.now()),
          success: o.success,
          err_code: o.success ? 'DELIVERED' : (o.errCode ?? 'MK:0001'),
          err_msg: o.success ? '用户接收成功' : (o.errMsg ?? '用户接收失败'),
          sms_size: '1',
          biz_id: o.bizId,
          out_id: message?.outId ?? '',
        };
      });
      const response = await fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) });
      return { status: response.status, body: await response.json() };
    },
    env: () => ({
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: url,
      SMS_ACCESS_KEY_ID: accessKeyId,
      SMS_ACCESS_KEY_SECRET: accessKeySecret,
      SMS_SIGN_NAME: signName,
      SMS_TEMPLATE_LOGIN: loginTemplate,
      SMS_TEMPLATES: templatesEnv,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
