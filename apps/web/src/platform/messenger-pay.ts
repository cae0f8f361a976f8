import type { WechatJsapiParams } from '@emall/contract';
import type { HostWindow } from './platform-types.ts';

/** How WeixinJSBridge's getBrandWCPayRequest ended (its err_msg `get_brand_wcpay_request:ok|cancel|fail`). */
export type MessengerPayOutcome = 'ok' | 'cancel' | 'fail';

/** The part of the messenger's injected WeixinJSBridge that pays. */
interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: WechatJsapiParams, callback: (res: { err_msg?: string } | undefined) => void): void;
}

/** The window as JSAPI pay sees it: the bridge, and the document its WeixinJSBridgeReady event fires on. */
type PayHost = HostWindow & {
  readonly WeixinJSBridge?: WeixinJSBridge;
  readonly document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
};

/** The bridge is injected a moment after the page loads; one that has not come by then never will. */
const BRIDGE_WAIT_MS = 5_000;

/**
 * WeChat Pay inside the messenger (JSAPI): hands the server's signed params to
 * WeixinJSBridge.invoke('getBrandWCPayRequest'), waiting for WeixinJSBridgeReady when the bridge
 * is not there yet. `ok` only says the shopper finished; the order is paid when the server hears
 * from WeChat Pay, which the result page asks.
 */
export function payInMessenger(host: PayHost, params: WechatJsapiParams): Promise<MessengerPayOutcome> {
  return new Promise((resolve) => {
    const invoke = (bridge: WeixinJSBridge): void =>
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const message = res?.err_msg ?? '';
        resolve(message.endsWith(':ok') ? 'ok' : message.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    if (host.WeixinJSBridge) {
      invoke(host.WeixinJSBridge);
      return;
    }
    const doc = host.document;
    if (!doc) {
      resolve('fail');
      return;
    }
    const onReady = (): void => {
      clearTimeout(timer);
      doc.removeEventListener('WeixinJSBridgeReady', onReady);
      if (host.WeixinJSBridge) invoke(host.WeixinJSBridge);
      else resolve('fail');
    };
    const timer = setTimeout(() => {
      doc.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve('fail');
    }, BRIDGE_WAIT_MS);
    doc.addEventListener('WeixinJSBridgeReady', onReady);
  });
}
