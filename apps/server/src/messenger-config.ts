import { createHmac } from 'node:crypto';
import { chooseProvider, httpOrigin, readKeys, requireKeys } from './provider-settings.ts';

/** Third-party (messenger) login providers this build knows: the sandbox and the WeChat official account (providers/messenger-wechat.ts). */
const MESSENGER_PROVIDERS = ['sandbox', 'wechat'] as const;

/** WeChat's API host (sns/oauth2/access_token, cgi-bin/stable_token, cgi-bin/ticket/getticket). */
const WECHAT_API_ENDPOINT = 'https://api.weixin.qq.com';
/** WeChat's web authorisation page, where the shopper consents inside the messenger. */
const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export interface MessengerConfig {
  provider: (typeof MESSENGER_PROVIDERS)[number];
  /** The official account's app id, returned with every JS-SDK signature. */
  appId: string;
  /** Keys the sandbox's openIds and jsapi ticket; the official account's AppSecret on WeChat. */
  appSecret: string;
  /** WeChat's API origin (MESSENGER_API_ENDPOINT, a stand-in in the tests). */
  apiEndpoint: string;
  /** WeChat's authorisation page (MESSENGER_AUTHORIZE_URL). */
  authorizeUrl: string;
}

/**
 * MESSENGER_PROVIDER and its keys. `wechat` needs the official account's MESSENGER_APP_ID and
 * MESSENGER_APP_SECRET: without them no code could be exchanged, so the start is refused instead.
 * The sandbox derives its secret from APP_SECRET, so its openIds stay the same across restarts.
 */
export function messengerConfig(env: NodeJS.ProcessEnv, appSecret: string): MessengerConfig {
  const provider = chooseProvider(env, 'MESSENGER_PROVIDER', MESSENGER_PROVIDERS);
  const keys = readKeys(env, ['MESSENGER_APP_ID', 'MESSENGER_APP_SECRET']);
  const apiEndpoint = httpOrigin(env.MESSENGER_API_ENDPOINT || WECHAT_API_ENDPOINT, 'MESSENGER_API_ENDPOINT');
  const authorizeUrl = env.MESSENGER_AUTHORIZE_URL || WECHAT_AUTHORIZE_URL;
  httpOrigin(authorizeUrl, 'MESSENGER_AUTHORIZE_URL');
  if (provider === 'wechat') requireKeys('MESSENGER_PROVIDER=wechat', keys);
  return {
    provider,
    appId: keys.MESSENGER_APP_ID || 'wx-sandbox-yaochuan',
    appSecret: keys.MESSENGER_APP_SECRET || createHmac('sha256', appSecret).update('messenger-sandbox').digest('hex'),
    apiEndpoint,
    authorizeUrl,
  };
}
