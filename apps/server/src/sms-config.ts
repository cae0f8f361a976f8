import { NotificationTemplate } from '@emall/contract';
import { chooseProvider, readKeys, requireKeys } from './provider-settings.ts';

/** SMS services this build knows: the sandbox outbox and Alibaba Cloud SMS (providers/sms-aliyun.ts). */
const SMS_PROVIDERS = ['sandbox', 'aliyun'] as const;

/** Alibaba Cloud SMS's public endpoint (SendSms, API version 2017-05-25). */
const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature name (签名), shown as 【…】 before every message. */
  signName: string;
  /** The approved template of the login code; it has one variable, ${code}. */
  loginTemplate: string;
  /** The approved template code of each notification template; its variables are the notification's params. */
  templates: Record<NotificationTemplate, string>;
  endpoint: string;
  /**
   * The secret last segment of our SmsReport callback URL (SMS_REPORT_TOKEN): the receipts carry
   * no signature, so knowing the URL is the authentication. Null: no receipts are taken.
   */
  reportToken: string | null;
}

/** A report token shorter than this could be guessed. */
const REPORT_TOKEN_MIN_LENGTH = 24;

export type SmsConfig = { provider: 'sandbox' } | ({ provider: 'aliyun' } & AliyunSmsConfig);

/**
 * SMS_PROVIDER and its keys. A real SMS service sends only approved templates under an approved
 * signature, so `aliyun` needs them all, one template per notification template: a missing one
 * would fail its messages forever, so the start is refused instead.
 */
export function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = chooseProvider(env, 'SMS_PROVIDER', SMS_PROVIDERS);
  const keys = readKeys(env, ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_LOGIN', 'SMS_TEMPLATES']);
  const endpoint = env.SMS_ENDPOINT || ALIYUN_SMS_ENDPOINT;
  const reportToken = (env.SMS_REPORT_TOKEN ?? '').trim();
  if (provider === 'sandbox') return { provider: 'sandbox' };
  requireKeys('SMS_PROVIDER=aliyun', keys);
  if (!/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`SMS_ENDPOINT must be an http(s) URL: ${endpoint}`);
  if (reportToken && !new RegExp(`^[A-Za-z0-9_-]{${REPORT_TOKEN_MIN_LENGTH},128}$`).test(reportToken)) {
    throw new Error(`SMS_REPORT_TOKEN must be ${REPORT_TOKEN_MIN_LENGTH} to 128 letters, digits, - or _ (e.g. openssl rand -hex 16)`);
  }
  return {
    provider: 'aliyun',
    accessKeyId: keys.SMS_ACCESS_KEY_ID,
    accessKeySecret: keys.SMS_ACCESS_KEY_SECRET,
    signName: keys.SMS_SIGN_NAME,
    loginTemplate: keys.SMS_TEMPLATE_LOGIN,
    templates: templateCodes(keys.SMS_TEMPLATES),
    endpoint: new URL(endpoint).toString(),
    reportToken: reportToken || null,
  };
}

/** SMS_TEMPLATES: `notification-template=TEMPLATE_CODE`, comma-separated, one for each notification template. */
function templateCodes(value: string): Record<NotificationTemplate, string> {
  const known = Object.values(NotificationTemplate) as string[];
  const codes: Record<string, string> = {};
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name = '', code = '', extra] = entry.split('=').map((s) => s.trim());
    if (!known.includes(name) || !code || extra !== undefined) {
      throw new Error(`SMS_TEMPLATES entries are template=TEMPLATE_CODE with a template of ${known.join(', ')}: ${entry}`);
    }
    codes[name] = code;
  }
  const missing = known.filter((name) => !codes[name]);
  if (missing.length > 0) throw new Error(`SMS_TEMPLATES has no template code for ${missing.join(', ')}`);
  return codes as Record<NotificationTemplate, string>;
}
