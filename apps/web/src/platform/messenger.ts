import { brand, MessengerPaths } from '@emall/contract';
import { AUTH_RELAY_PATH } from '../lib/config.ts';
import { absoluteUrl, type HostWindow, type LoginRequest, type Platform } from './platform-types.ts';

/** A messenger login under way: what the OAuth `state` stands for until the messenger sends the user back. */
export interface PendingMessengerLogin {
  state: string;
  /** Where to go once logged in: an in-app path. */
  redirect: string;
  registerClue: string | null;
  startedAt: number;
}

const PENDING_KEY = `${brand.storagePrefix}messenger_login`;
/** An authorisation left longer than this is not taken up again. */
const PENDING_TTL_MS = 10 * 60_000;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Where this shop's messenger login starts: the server's redirect to the configured messenger,
 * which sends the user back to the auth relay (`/auth?redirectUrl=…`) with `code` and `state`.
 */
export function messengerAuthorizeUrl(host: HostWindow, redirect: string, state: string): string {
  const redirectUri = absoluteUrl(host, `${AUTH_RELAY_PATH}?redirectUrl=${encodeURIComponent(redirect)}`);
  const url = new URL(MessengerPaths.authorize, host.location.origin);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.href;
}

/**
 * Starts the messenger's OAuth login (§1 "exchanges a code for an openId"): remembers the
 * state for this tab, then leaves for the authorize page. The auth relay finishes it.
 */
export function startMessengerLogin(host: HostWindow, { redirect, registerClue }: LoginRequest): void {
  const pending: PendingMessengerLogin = { state: randomState(), redirect, registerClue: registerClue ?? null, startedAt: Date.now() };
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the relay will not recognise the state and just relays the code.
  }
  host.location.assign(messengerAuthorizeUrl(host, redirect, pending.state));
}

/**
 * The login this tab started for `state`, used up; null when none matches (a forged or stale
 * link): then the code is not exchanged here.
 */
export function takePendingMessengerLogin(state: string | null, now: number = Date.now()): PendingMessengerLogin | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw || !state) return null;
  let pending: unknown;
  try {
    pending = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPending(pending) || pending.state !== state) return null;
  sessionStorage.removeItem(PENDING_KEY);
  return now - pending.startedAt <= PENDING_TTL_MS ? pending : null;
}

function isPending(value: unknown): value is PendingMessengerLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.state === 'string' &&
    typeof v.redirect === 'string' &&
    (typeof v.registerClue === 'string' || v.registerClue === null) &&
    typeof v.startedAt === 'number'
  );
}

/** The messenger's in-app browser: login is its OAuth; it has no native pages for the shop. */
export function createMessengerPlatform(host: HostWindow): Platform {
  return {
    kind: 'messenger',
    login: (request) => startMessengerLogin(host, request),
    navigate: () => false,
    isSkinEnable: () => Promise.resolve(false),
    canUse: () => false,
    openChat: () => 'unavailable',
  };
}
