import { API_BASE } from './constants.ts';


/** Fills `:name` segments of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, key: string) => {
    if (!Object.hasOwn(params, key)) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** A path of the API with its parameters filled in, under API_BASE: what a browser or a provider is sent to. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return `${API_BASE}${fillPath(path, params)}`;
}

/**
 * The sandbox messenger's OAuth pages (development and tests only, outside the API base):
 * it plays the messenger's part of the code → openId exchange.
 */
/**
 * Server to server, relative to API_BASE: where a real provider posts in its own protocol (a form,
 * its own JSON answer), so no envelope call of the contract.
 */
/** What a provider's callback is answered when taken (Kuaidi100's `message`, Alibaba Cloud SMS's `msg`), as their documents show. */
export const PROVIDER_CALLBACK_ACCEPTED = '成功';

export const ProviderCallbackPaths = {
  /** Kuaidi100 posts a subscribed parcel's traces here (form fields param and sign). */
  kuaidi100: '/hermes/v1/logistics/kuaidi100/callback',
  /** Alibaba Cloud SMS posts delivery receipts (SmsReport, a JSON array) here; the last segment is SMS_REPORT_TOKEN. */
  aliyunSmsReport: '/hermes/v1/sms/aliyun/report/:token',
} as const;

/**
 * Outside the API: the shop sends a shopper logging in with the messenger here (redirect_uri, state);
 * the server redirects to the configured messenger's authorisation page (WeChat's, or the sandbox's).
 */
export const MessengerPaths = {
  authorize: '/messenger/authorize',
} as const;

export const SandboxPaths = {
  messengerAuthorize: '/sandbox/messenger/authorize',
  /** The sandbox store hands over store-pickup goods against their voucher (POST VoucherRedeemBody). */
  storeVoucherRedeem: '/sandbox/store/voucher/redeem',
} as const;

/** Request headers of §7. */
export const Header = {
  loginToken: 'login-token',
  /** A temporary visitor token (§6), sent where no login token is. */
  visitorToken: 'visitor-token',
  os: 'os',
  application: 'application',
  language: 'language',
  deviceRisk: 'device-box',
  sign: 'x-sign',
  signTimestamp: 'x-sign-timestamp',
  signNonce: 'x-sign-nonce',
  appVersion: 'appversion',
  ioAvatr: 'io_avatr',
  /** Optional on coupon claims and card exchanges: a repeat with the same key answers the first result. */
  idempotencyKey: 'idempotency-key',
  /** A pay channel's notification signature: hex HMAC-SHA256 over the canonical body (ours). */
  paySignature: 'x-pay-signature',
  /** An invoicing provider's callback: HMAC-SHA256 of its canonical body, hex. */
  invoiceSignature: 'x-invoice-signature',
} as const;

export const HeaderValue = { os: 'H5', application: 'HERMES_HTML', language: 'zh' } as const;

/** The headers every call of the shop's web app carries (§7), before its token and the device's risk header. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  [Header.os]: HeaderValue.os,
  [Header.application]: HeaderValue.application,
  [Header.language]: HeaderValue.language,
};

/**
 * What a rendered page tells its boot script to ask at once on a device holding a session (issue
 * 16; apps/server/src/http/ssr-session-screen.ts → apps/web/src/boot.ts): GETs of the page's
 * signed-in first screen, with the headers the app's own call would carry.
 */
export interface SessionGets {
  urls: string[];
  headers: Readonly<Record<string, string>>;
  /** The header that carries the session's token. */
  tokenHeader: string;
}

/** Paths with a v5 segment carry the signature headers, §7. */
export function needsV5Signature(path: string): boolean {
  return /(^|\/)v5(\/|$)/.test(path);
}
