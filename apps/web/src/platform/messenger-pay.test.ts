import type { WechatJsapiParams } from '@emall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payInMessenger } from './messenger-pay.ts';
import { fakeHost, UA } from '../test/platform-host.ts';

const PARAMS: WechatJsapiParams = { appId: 'wx0123456789abcdef', timeStamp: '1795000000', nonceStr: 'N0NCE', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', paySign: 'c2lnbg==' };

type Invoke = (name: string, params: WechatJsapiParams, callback: (res: { err_msg?: string }) => void) => void;

function bridgeAnswering(errMsg: string) {
  return { invoke: vi.fn<Invoke>((_name, _params, callback) => callback({ err_msg: errMsg })) };
}

afterEach(() => vi.useRealTimers());

describe('JSAPI pay through WeixinJSBridge', () => {
  it('hands the signed params to getBrandWCPayRequest and says how it ended', async () => {
    for (const [errMsg, outcome] of [
      ['get_brand_wcpay_request:ok', 'ok'],
      ['get_brand_wcpay_request:cancel', 'cancel'],
      ['get_brand_wcpay_request:fail', 'fail'],
      ['', 'fail'],
    ] as const) {
      const bridge = bridgeAnswering(errMsg);
      expect(await payInMessenger({ ...fakeHost({ userAgent: UA.messenger }), WeixinJSBridge: bridge }, PARAMS)).toBe(outcome);
      expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function));
    }
  });

  it('waits for WeixinJSBridgeReady when the bridge is not injected yet, and gives up when it never comes', async () => {
    vi.useFakeTimers();
    const doc = new EventTarget();
    const host: Parameters<typeof payInMessenger>[0] & { WeixinJSBridge?: ReturnType<typeof bridgeAnswering> } = { ...fakeHost({ userAgent: UA.messenger }), document: doc as Document };
    const paying = payInMessenger(host, PARAMS);
    host.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:ok');
    doc.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await paying).toBe('ok');

    const never = payInMessenger({ ...fakeHost({ userAgent: UA.messenger }), document: new EventTarget() as Document }, PARAMS);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await never).toBe('fail');
  });
});
