import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SandboxPaths, type OfficialSignature } from '@emall/contract';
import type { MessengerConfig } from '../messenger-config.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import { consumeSandboxCode, insertSandboxCode } from '../modules/dev/messenger-sandbox.repository.ts';

/**
 * The messenger of third-party login (§1): an OAuth code becomes an openId, and pages inside the
 * messenger's webview get a JS-SDK signature. A real messenger plugs in behind this by configuration.
 */
export interface MessengerProvider {
  readonly name: string;
  /**
   * Where the shop sends the shopper to consent (GET /messenger/authorize redirects there): the
   * messenger comes back to `redirectUri` with `code` and `state` (or `error`).
   */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The openId behind an OAuth code, or null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<{ openId: string } | null>;
  /**
   * The JS-SDK signature of a page URL (already without its fragment). Asynchronous because a real
   * messenger's jsapi ticket comes from its API (and is cached for its lifetime).
   */
  signJsSdk(url: string): Promise<OfficialSignature>;
}

/** The messenger's JS-SDK signature: SHA-1 of the four fields in this order, as the messenger documents. */
export function jsSdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(text).digest('hex');
}

/** A messenger user the sandbox lets you be; `key` fixes the openId. */
export interface SandboxMessengerUser {
  key: string;
  nickname: string;
  color: string;
}

export const SANDBOX_MESSENGER_USERS: readonly SandboxMessengerUser[] = [
  { key: 'lin', nickname: '林间晓风', color: '#2F6B4F' },
  { key: 'zhou', nickname: '周末去露营', color: '#8A5A00' },
  { key: 'chen', nickname: '陈小满', color: '#1D4ED8' },
];
/** The choice that makes up a user never seen before: a fresh openId each time. */
export const SANDBOX_NEW_USER = 'new';
/** Sandbox OAuth codes live as long as the messenger's (5 minutes). */
const SANDBOX_CODE_TTL_SECONDS = 300;

/** The sandbox openId of a user key: stable for one app secret, unguessable without it. */
export function sandboxOpenId(appSecret: string, userKey: string): string {
  return `o_${createHmac('sha256', appSecret).update(`openid:${userKey}`).digest('base64url').slice(0, 26)}`;
}

/** The sandbox's jsapi ticket; the real messenger hands one out from its API. */
export function sandboxJsApiTicket(appSecret: string): string {
  return createHmac('sha256', appSecret).update('jsapi_ticket').digest('base64url');
}

export interface SandboxMessenger extends MessengerProvider {
  readonly name: 'sandbox';
  /** Issues a one-time code for a sandbox user (a key of SANDBOX_MESSENGER_USERS, or SANDBOX_NEW_USER). */
  issueCode(userKey: string): Promise<string>;
}

export function isSandboxMessenger(provider: MessengerProvider): provider is SandboxMessenger {
  return provider.name === 'sandbox' && 'issueCode' in provider;
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * Plays the messenger for development and tests: its consent page (the sandbox routes) issues
 * codes into a table, hashed and single use; the openIds are HMACs of the chosen user's key.
 */
export function createSandboxMessenger(config: MessengerConfig, db: Db, clock: Clock): SandboxMessenger {
  return {
    name: 'sandbox',
    authorizeUrl(redirectUri, state) {
      return `${SandboxPaths.messengerAuthorize}?${new URLSearchParams({ redirect_uri: redirectUri, state }).toString()}`;
    },
    async issueCode(userKey) {
      const key = userKey === SANDBOX_NEW_USER ? `new:${randomBytes(12).toString('hex')}` : userKey;
      const code = randomBytes(32).toString('base64url');
      const now = clock.now();
      await insertSandboxCode(db, {
        codeHash: hashCode(code),
        openId: sandboxOpenId(config.appSecret, key),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SANDBOX_CODE_TTL_SECONDS * 1000),
      });
      return code;
    },
    async exchangeCode(code) {
      if (!CODE_PATTERN.test(code)) return null;
      const openId = await consumeSandboxCode(db, hashCode(code), clock.now());
      return openId ? { openId } : null;
    },
    async signJsSdk(url) {
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      const signature = jsSdkSignature({ ticket: sandboxJsApiTicket(config.appSecret), nonceStr, timestamp, url });
      return { appId: config.appId, timestamp, nonceStr, signature };
    },
  };
}
