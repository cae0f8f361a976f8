import { ErrorCode, type OfficialSignature, type ThirdLoginBody, type ThirdLoginResult } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { parseAllowedUrl } from '../../lib/allowed-url.ts';
import * as repo from './auth.repository.ts';
import { issueSession } from './auth.service.ts';
import { signBindTicket } from './bind-ticket.ts';

/** user_identities.provider of thirdType 1, the messenger (§9). */
const MESSENGER_IDENTITY = 'messenger';
const MAX_OPEN_ID_LENGTH = 128;

/**
 * Third-party login (§1): the messenger's code becomes an openId. A linked openId logs straight in;
 * an unknown one gets a bind ticket for the phone login that will link it.
 */
export async function loginWithMessenger(ctx: AppContext, body: ThirdLoginBody): Promise<ThirdLoginResult> {
  let exchanged: { openId: string } | null;
  try {
    exchanged = await ctx.messenger.exchangeCode(body.authVerifyField);
  } catch (err) {
    ctx.log.error({ err, provider: ctx.messenger.name }, 'messenger code exchange failed');
    throw new AppError(ErrorCode.UNAVAILABLE);
  }
  const openId = exchanged?.openId;
  if (!openId || openId.length > MAX_OPEN_ID_LENGTH) throw new AppError(ErrorCode.THIRD_CODE_INVALID);

  const now = ctx.clock.now();
  const owner = await repo.findIdentity(ctx.db, MESSENGER_IDENTITY, openId);
  if (owner) {
    const token = await issueSession(ctx.db, owner.userId, now);
    return { openId, bound: true, token, userId: String(owner.userId), bindTicket: null };
  }
  const bindTicket = signBindTicket(ctx.config.appSecret, { provider: MESSENGER_IDENTITY, openId }, now);
  return { openId, bound: false, token: null, userId: null, bindTicket };
}

/** The messenger openId linked to a user (the payer of WeChat JSAPI pay), or null when none is. */
export async function messengerOpenIdOf(ctx: AppContext, userId: number): Promise<string | null> {
  return (await repo.findOpenIdOfUser(ctx.db, MESSENGER_IDENTITY, userId)) ?? null;
}

/** Hosts of our pages (JS-SDK signatures, the authorisation's way back): the brand's, and the machine's own outside production. */
function signableHosts(ctx: AppContext): string[] {
  return ctx.config.env === 'production' ? ctx.config.redirectHosts : [...ctx.config.redirectHosts, 'localhost', '127.0.0.1'];
}

const MAX_REDIRECT_URI_LENGTH = 2048;
/** WeChat takes a state of up to 128 characters, letters and digits. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{0,128}$/;

/**
 * The configured messenger's authorisation page for a login of ours (GET /messenger/authorize):
 * the way back must be a page of ours, so this is no open redirect.
 */
export function messengerAuthorizeUrl(ctx: AppContext, query: { redirect_uri?: unknown; state?: unknown }): string {
  const { redirect_uri: redirectUri, state = '' } = query;
  if (typeof redirectUri !== 'string' || !redirectUri || redirectUri.length > MAX_REDIRECT_URI_LENGTH) throw new AppError(ErrorCode.BAD_REQUEST);
  if (typeof state !== 'string' || !STATE_PATTERN.test(state)) throw new AppError(ErrorCode.BAD_REQUEST);
  const back = parseAllowedUrl(redirectUri, signableHosts(ctx));
  if (!back) throw new AppError(ErrorCode.URL_NOT_ALLOWED);
  return ctx.messenger.authorizeUrl(back.href, state);
}

/** The messenger JS-SDK signature of a page of ours; the fragment is not part of what is signed. */
export async function officialSignature(ctx: AppContext, url: string): Promise<OfficialSignature> {
  const page = url.split('#', 1)[0] ?? '';
  if (!parseAllowedUrl(page, signableHosts(ctx))) throw new AppError(ErrorCode.URL_NOT_ALLOWED);
  try {
    return await ctx.messenger.signJsSdk(page);
  } catch (err) {
    ctx.log.error({ err, provider: ctx.messenger.name }, 'messenger signature failed');
    throw new AppError(ErrorCode.UNAVAILABLE);
  }
}
