import { brand } from '@emall/contract';

/**
 * The messenger identity of this device (§3 "The messenger login also stores openId", kept as
 * "wechat user info" under the namespace prefix).
 */
const WECHAT_USER_KEY = `${brand.storagePrefix}wechat_user_info`;

export interface WechatUserInfo {
  openId: string;
  /** Whether the openId had a shop account when it was last seen. */
  bound: boolean;
}

export function saveWechatUser(info: WechatUserInfo): void {
  try {
    localStorage.setItem(WECHAT_USER_KEY, JSON.stringify(info));
  } catch {
    // Storage full or blocked: the login itself does not depend on it.
  }
}

export function readWechatUser(): WechatUserInfo | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WECHAT_USER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { openId, bound } = value as Record<string, unknown>;
    return typeof openId === 'string' && typeof bound === 'boolean' ? { openId, bound } : null;
  } catch {
    return null;
  }
}

export function clearWechatUser(): void {
  try {
    localStorage.removeItem(WECHAT_USER_KEY);
  } catch {
    // nothing stored
  }
}
