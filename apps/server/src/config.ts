import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  AFTER_SALES_DECISION_HOURS,
  AFTER_SALES_NO_REASON_DAYS,
  AFTER_SALES_QUALITY_DAYS,
  AFTER_SALES_RETURN_ADDRESS,
  AFTER_SALES_RETURN_SHIP_DAYS,
  API_BASE,
  brand,
  CashierChannel,
  InvoicePaths,
  PAY_TIMEOUT_MINUTES,
  REFUND_APPROVAL_ABOVE_FEN,
  SMS_RESEND_INTERVAL_SECONDS,
  type ReturnAddress,
  SHOP_APP_KEY,
} from '@emall/contract';
import { checkUsername, isStrongPassword } from '@emall/domain';
import { alipayConfig, type AlipayConfig } from './alipay-config.ts';
import { unionpayConfig, type UnionpayConfig } from './unionpay-config.ts';
import { wechatpayConfig, type WechatpayConfig } from './wechatpay-config.ts';
import { icbcConfig, type IcbcConfig } from './icbc-config.ts';
import { dataDirFrom } from './data-dir.ts';
import { serverDir } from './server-dir.ts';
import { carrierConfig, type CarrierConfig } from './carrier-config.ts';
import { messengerConfig, type MessengerConfig } from './messenger-config.ts';
import { smsConfig, type SmsConfig } from './sms-config.ts';

/** Real acquirers this build knows; each serves its own channel. */
const REAL_PAY_PROVIDERS = ['alipay', 'wechatpay', 'icbc', 'unionpay'] as const;
type RealPayProviderName = (typeof REAL_PAY_PROVIDERS)[number];

export interface PayConfig {
  /**
   * PAY_PROVIDER: `sandbox` (the default), which plays every channel, or the real acquirers a
   * merchant runs together (e.g. `alipay,wechatpay`), each serving its own channel; a channel none
   * of them serves is refused at the cashier. The sandbox is never mixed with real ones.
   */
  provider: 'sandbox' | RealPayProviderName[];
  /** Keys the sandbox channel's notification signatures and gateway links. */
  notifySecret: string;
  /** PAY_PROVIDER=alipay's app, keys, gateway and callback URLs (alipay-config.ts); null on the sandbox. */
  alipay: AlipayConfig | null;
  /** PAY_PROVIDER=…wechatpay's merchant, keys, gateway and callback URLs (wechatpay-config.ts); null otherwise. */
  wechatpay: WechatpayConfig | null;
  /** PAY_PROVIDER=…icbc's app, merchant, keys, gateway and callback URLs (icbc-config.ts); null otherwise. */
  icbc: IcbcConfig | null;
  /** PAY_PROVIDER=…unionpay's merchant, signing and UnionPay certificates, gateway and callback URLs (unionpay-config.ts); null otherwise. */
  unionpay: UnionpayConfig | null;
  /** The ways the cashier offers. */
  channels: CashierChannel[];
  /** The bank transfer's receiving account (§3 czCardName, czCard, bankDeposit) and how long it stays valid. */
  transfer: { accountName: string; accountNo: string; bank: string; cardInvalidDays: number };
}

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /**
   * Which peers' X-Forwarded-For / -Proto / -Host are believed: false (none, the default), a hop
   * count, or proxy addresses and CIDR ranges. Every per-address limit keys on the result.
   */
  trustProxy: TrustProxy;
  /** Where the embedded database and media live. */
  dataDir: string;
  /** PostgreSQL URL; the embedded PGlite when absent. */
  databaseUrl: string | null;
  /** Signs SMS code hashes and the sandbox providers; must be set in production. */
  appSecret: string;
  /** Key the H5 client signs v5 paths with (an integrity check, not a secret). */
  v5AppKey: string;
  /** Hosts a redirectUrl may point at: the brand's domains plus extra ones (e.g. a staging host). */
  redirectHosts: string[];
  /** Origins pictures may be shown from besides the shop's own (a CDN): the CSP's img-src. */
  pictureHosts: string[];
  /** Built web app to serve at /, or null to serve the API only. */
  webDist: string | null;
  /** Built operations console to serve at /console/, or null to serve none. */
  consoleDist: string | null;
  logLevel: string;
  /** Seconds catalogue reads may be served from the in-process cache. */
  catalogueCacheSeconds: number;
  /** Seconds before a phone may be sent another login code (the spec's page counts its own 59). */
  smsResendSeconds: number;
  /** The SMS service (SMS_PROVIDER): the sandbox outbox or Alibaba Cloud SMS with its keys and templates. */
  sms: SmsConfig;
  seedDemoData: boolean;
  /** A freshly seeded database also gets a month of demo shoppers, orders and payments (seed/demo-activity.ts). */
  seedDemoActivity: boolean;
  messenger: MessengerConfig;
  pay: PayConfig;
  /** How long an unpaid order holds its stock, E-value and coupon (PAY_TIMEOUT_MINUTES unless set; the e2e run shortens it). */
  payTimeoutSeconds: number;
  /** The sandbox warehouse, carrier and fitters that move paid orders on (order lifecycle). */
  lifecycle: LifecycleConfig;
  /** Parcel tracking (CARRIER_PROVIDER): the sandbox carrier or Kuaidi100 with its keys and our callback URL. */
  carrier: CarrierConfig;
  /** Customer-service hotline (GET …/imHotline). */
  hotline: { agentPhone: string; description: string };
  /** After-sales time limits, the refund amount 财务 approves and the returns desk (issue 15). */
  afterSales: AfterSalesConfig;
  /** How often the notification jobs run: the SMS outbox and crowdfund reminders (issue 19; NOTIFICATION_SWEEP_SECONDS). */
  notificationSweepMs: number;
  /** How often ended crowdfunds are looked for and settled (issue 19; CROWDFUND_SETTLE_SECONDS, 60). */
  crowdfundSettleMs: number;
  /** Where production forwards tracking beacons; null drops them there (elsewhere they are kept in tracking_events). */
  trackCollectorUrl: string | null;
  /** The invoicing provider and the seller printed on every invoice (issue 17). */
  invoicing: InvoicingConfig;
  /**
   * The first operator of a database that has none (OPERATOR_BOOTSTRAP_USERNAME and _PASSWORD;
   * docs/deploy.md): a 超级管理员 who must change the password at the first sign-in. Production
   * seeds no demo operators, so this is how its console gets its first account.
   */
  operatorBootstrap: { username: string; password: string } | null;
}

export interface InvoicingConfig {
  /** `sandbox` (issues at once, numbers of its own) or `sandbox-async` (accepts, issues at its callback). */
  provider: string;
  /** Keys the provider's callbacks (INVOICE_NOTIFY_SECRET; by default derived from APP_SECRET). */
  notifySecret: string;
  /**
   * Where `sandbox-async` posts its callbacks, as a provider posts to the URL it was given: this
   * server's notify route by default; empty (the tests) leaves the callbacks to whoever delivers them.
   */
  notifyUrl: string;
  seller: { name: string; taxNo: string; address: string; bank: string };
}

const DEV_SECRET = 'dev-only-secret-change-me';
/** A production APP_SECRET's least length: it keys SMS code hashes and the providers' derived secrets. */
const PRODUCTION_SECRET_MIN_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const appSecret = env.APP_SECRET ?? DEV_SECRET;
  if (nodeEnv === 'production' && (appSecret === DEV_SECRET || appSecret.length < PRODUCTION_SECRET_MIN_LENGTH)) {
    throw new Error(`APP_SECRET must be set to a random value of at least ${PRODUCTION_SECRET_MIN_LENGTH} characters when NODE_ENV=production`);
  }
  const root = path.resolve(serverDir, '../..');
  const config: Config = {
    env: nodeEnv,
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    dataDir: dataDirFrom(env, serverDir),
    databaseUrl: env.DATABASE_URL || null,
    appSecret,
    v5AppKey: env.V5_APP_KEY ?? SHOP_APP_KEY,
    redirectHosts: [...brand.domains, ...splitList(env.REDIRECT_HOSTS)],
    pictureHosts: splitList(env.PICTURE_HOSTS).map((host) => new URL(httpUrl(host, 'PICTURE_HOSTS')!).origin),
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    consoleDist: env.CONSOLE_DIST === '' ? null : path.resolve(env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    catalogueCacheSeconds: intFrom(env.CATALOGUE_CACHE_SECONDS, 5),
    smsResendSeconds: intFrom(env.SMS_RESEND_SECONDS, SMS_RESEND_INTERVAL_SECONDS),
    sms: smsConfig(env),
    // Production seeds no demo data unless asked (a demo deploy): its operators' password is in the README.
    seedDemoData: nodeEnv === 'production' ? env.SEED_DEMO_DATA === 'true' : env.SEED_DEMO_DATA !== 'false',
    seedDemoActivity: env.SEED_DEMO_ACTIVITY !== 'false',
    messenger: messengerConfig(env, appSecret),
    pay: payConfig(env, appSecret),
    payTimeoutSeconds: payTimeoutSeconds(env),
    lifecycle: lifecycleConfig(env),
    carrier: carrierConfig(env, nodeEnv === 'production'),
    hotline: {
      agentPhone: env.HOTLINE_PHONE || brand.hotline,
      description: env.HOTLINE_DESCRIPTION || DEFAULT_HOTLINE_DESCRIPTION,
    },
    afterSales: afterSalesConfig(env),
    notificationSweepMs: Math.max(1, intFrom(env.NOTIFICATION_SWEEP_SECONDS, 10)) * SECOND_MS,
    crowdfundSettleMs: Math.max(1, intFrom(env.CROWDFUND_SETTLE_SECONDS, 60)) * SECOND_MS,
    trackCollectorUrl: httpUrl(env.TRACK_COLLECTOR_URL, 'TRACK_COLLECTOR_URL'),
    invoicing: {
      provider: env.INVOICE_PROVIDER || 'sandbox',
      notifySecret: env.INVOICE_NOTIFY_SECRET || `${appSecret}:invoicing`,
      notifyUrl: env.INVOICE_NOTIFY_URL ?? (nodeEnv === 'test' ? '' : `http://127.0.0.1:${intFrom(env.PORT, 3000)}${API_BASE}${InvoicePaths.notify}`),
      seller: {
        name: env.INVOICE_SELLER_NAME || '上海曜川汽车销售有限公司',
        taxNo: env.INVOICE_SELLER_TAX_NO || '91310115MA1K3YJ10A',
        address: env.INVOICE_SELLER_ADDRESS || '上海市浦东新区张江路88号 021-60001234',
        bank: env.INVOICE_SELLER_BANK || '招商银行上海张江支行 121900000010001',
      },
    },
    operatorBootstrap: operatorBootstrap(env),
  };
  if (nodeEnv === 'production') refuseSandboxes(config, splitList(env.ALLOW_SANDBOX));
  return config;
}

/**
 * What ALLOW_SANDBOX may name: the providers whose sandbox takes no real money, issues no real tax
 * invoice or sends no real SMS (nobody could log in: codes stay in the outbox).
 */
const GUARDED_SANDBOXES = ['pay', 'invoicing', 'sms'] as const;

/**
 * A production start on a sandbox that moves money (pay), issues tax invoices (invoicing) or sends
 * the login codes (sms) is a mistake unless a staging or demo deploy says so in ALLOW_SANDBOX
 * (e.g. `pay,invoicing,sms`).
 */
function refuseSandboxes(config: Config, allowed: string[]): void {
  const unknown = allowed.filter((name) => !(GUARDED_SANDBOXES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown ALLOW_SANDBOX: ${unknown.join(', ')} (known: ${GUARDED_SANDBOXES.join(', ')})`);
  const onSandbox = {
    pay: config.pay.provider === 'sandbox',
    invoicing: config.invoicing.provider.startsWith('sandbox'),
    sms: config.sms.provider === 'sandbox',
  };
  const refused = GUARDED_SANDBOXES.filter((name) => onSandbox[name] && !allowed.includes(name));
  if (refused.length > 0) {
    throw new Error(
      `NODE_ENV=production on the sandbox ${refused.join(', ').replace(/, ([^,]*)$/, ' and $1')} provider: configure a real one (PAY_PROVIDER, INVOICE_PROVIDER, SMS_PROVIDER), or allow the sandbox for a staging deploy with ALLOW_SANDBOX=${refused.join(',')}`,
    );
  }
}

function operatorBootstrap(env: NodeJS.ProcessEnv): Config['operatorBootstrap'] {
  const username = env.OPERATOR_BOOTSTRAP_USERNAME ?? '';
  const password = env.OPERATOR_BOOTSTRAP_PASSWORD ?? '';
  if (!username && !password) return null;
  const checked = checkUsername(username);
  if (!checked.ok) throw new Error(`OPERATOR_BOOTSTRAP_USERNAME is not a valid username: ${username}`);
  if (!isStrongPassword(password, checked.value)) {
    throw new Error('OPERATOR_BOOTSTRAP_PASSWORD must be a strong password (the console’s rule for operator passwords)');
  }
  return { username: checked.value, password };
}

const DEFAULT_HOTLINE_DESCRIPTION = `${brand.name}客服热线 · 服务时间 每日 9:00-21:00（法定节假日照常）`;

function httpUrl(value: string | undefined, name: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return url.toString();
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: a hop count (the last n proxies in front of the server) or a comma-separated list
 * of proxy addresses / CIDRs. `true` (trust whatever a client writes) is refused on purpose.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return false;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = splitList(value);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    const known = PROXY_RANGE_NAMES.includes(entry) || (family !== 0 && prefixOk && extra === undefined);
    if (!known) throw new Error(`TRUST_PROXY must be a hop count or proxy addresses/CIDRs, comma-separated: ${entry}`);
  }
  return entries;
}

function payConfig(env: NodeJS.ProcessEnv, appSecret: string): PayConfig {
  const provider = payProviders(env.PAY_PROVIDER);
  const real = provider === 'sandbox' ? [] : provider;
  const known = Object.values(CashierChannel) as string[];
  const listed = splitList(env.PAY_CHANNELS);
  const unknown = listed.filter((c) => !known.includes(c));
  if (unknown.length > 0) throw new Error(`unknown PAY_CHANNELS: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const cardInvalidDays = intFrom(env.TRANSFER_CARD_INVALID_DAYS, 3);
  if (cardInvalidDays < 1) throw new Error('TRANSFER_CARD_INVALID_DAYS must be at least 1');
  return {
    provider,
    // Derived from APP_SECRET by default, like the messenger's, so it stays the same across restarts.
    notifySecret: env.PAY_NOTIFY_SECRET || createHmac('sha256', appSecret).update('pay-sandbox').digest('hex'),
    alipay: alipayConfig(env, real),
    wechatpay: wechatpayConfig(env, real),
    icbc: icbcConfig(env, real),
    unionpay: unionpayConfig(env, real),
    channels: (listed.length > 0 ? listed : known) as CashierChannel[],
    transfer: {
      accountName: env.TRANSFER_ACCOUNT_NAME || '曜川汽车销售服务有限公司',
      accountNo: env.TRANSFER_ACCOUNT_NO || '1001 2345 0900 0618 888',
      bank: env.TRANSFER_BANK || '中国工商银行上海张江支行',
      cardInvalidDays,
    },
  };
}

/** PAY_PROVIDER as a list: `sandbox` alone, or real acquirers, each named once. */
function payProviders(value: string | undefined): PayConfig['provider'] {
  const listed = splitList(value ?? '');
  if (listed.length === 0 || (listed.length === 1 && listed[0] === 'sandbox')) return 'sandbox';
  if (listed.includes('sandbox')) throw new Error(`PAY_PROVIDER=sandbox plays every channel alone: list the real providers without it (${listed.join(',')})`);
  const known: readonly string[] = REAL_PAY_PROVIDERS;
  const unknown = listed.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown PAY_PROVIDER: ${unknown.join(', ')} (known: sandbox, or any of ${known.join(', ')})`);
  if (new Set(listed).size !== listed.length) throw new Error(`PAY_PROVIDER names a provider twice: ${listed.join(',')}`);
  return listed as RealPayProviderName[];
}

function payTimeoutSeconds(env: NodeJS.ProcessEnv): number {
  const seconds = intFrom(env.PAY_TIMEOUT_SECONDS, PAY_TIMEOUT_MINUTES * 60);
  if (seconds < 1) throw new Error('PAY_TIMEOUT_SECONDS must be at least 1');
  return seconds;
}

interface LifecycleConfig {
  /** How long after payment the warehouse ships an online order (or sends a pickup order to its store). */
  shipDelayMs: number;
  /** Time between two traces of a parcel (collected → in transit → delivering → signed). */
  carrierStepMs: number;
  /** Time between two install steps of home charging and light goods (to store → confirmed → booked → installing → done). */
  installStepMs: number;
  /** Received orders finish (leave 待评价) after this many days. */
  autoFinishDays: number;
}

const SECOND_MS = 1_000;

function lifecycleConfig(env: NodeJS.ProcessEnv): LifecycleConfig {
  return {
    shipDelayMs: intFrom(env.ORDER_SHIP_DELAY_SECONDS, 2 * 60) * SECOND_MS,
    carrierStepMs: intFrom(env.CARRIER_STEP_SECONDS, 10 * 60) * SECOND_MS,
    installStepMs: intFrom(env.INSTALL_STEP_SECONDS, 30 * 60) * SECOND_MS,
    autoFinishDays: Math.max(1, intFrom(env.ORDER_AUTO_FINISH_DAYS, 15)),
  };
}

export interface AfterSalesConfig {
  /** No-reason return days after receipt of goods that set none of their own. */
  noReasonDays: number;
  /** Days after receipt a return for the shop's fault may be asked. */
  qualityDays: number;
  /** Days after approval the shopper has to send a return back before the case closes. */
  returnShipDays: number;
  /** Hours an operator has to decide before the case is approved by the clock. */
  decisionHours: number;
  /** A case refunding more cash than this (fen) needs refunds:approve (财务). */
  refundApprovalAboveFen: number;
  /** Where approved returns are sent, shown on the case. */
  returnAddress: ReturnAddress;
  /** How often the after-sales clock runs (approvals by the decision limit, expiries, paid refunds completing cases). */
  sweepMs: number;
}

function afterSalesConfig(env: NodeJS.ProcessEnv): AfterSalesConfig {
  const positive = (name: string, fallback: number) => {
    const n = intFrom(env[name], fallback);
    if (n < 1) throw new Error(`${name} must be at least 1`);
    return n;
  };
  return {
    noReasonDays: positive('AFTER_SALES_NO_REASON_DAYS', AFTER_SALES_NO_REASON_DAYS),
    qualityDays: positive('AFTER_SALES_QUALITY_DAYS', AFTER_SALES_QUALITY_DAYS),
    returnShipDays: positive('AFTER_SALES_RETURN_SHIP_DAYS', AFTER_SALES_RETURN_SHIP_DAYS),
    decisionHours: positive('AFTER_SALES_DECISION_HOURS', AFTER_SALES_DECISION_HOURS),
    refundApprovalAboveFen: intFrom(env.REFUND_APPROVAL_ABOVE_FEN, REFUND_APPROVAL_ABOVE_FEN),
    returnAddress: {
      name: env.RETURN_ADDRESS_NAME || AFTER_SALES_RETURN_ADDRESS.name,
      phone: env.RETURN_ADDRESS_PHONE || AFTER_SALES_RETURN_ADDRESS.phone,
      address: env.RETURN_ADDRESS || AFTER_SALES_RETURN_ADDRESS.address,
    },
    sweepMs: positive('AFTER_SALES_SWEEP_SECONDS', 30) * SECOND_MS,
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a whole number: ${value}`);
  return n;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}
