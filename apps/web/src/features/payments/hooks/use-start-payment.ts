import { ErrorCode, type CashierChannel, type PayTerminalType } from '@emall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { assignLocation } from '../../../platform/location.ts';
import { payInMessenger } from '../../../platform/messenger-pay.ts';
import { hostWindow } from '../../../platform/platform-types.ts';
import { createPayment } from '../api/create-payment.ts';
import { writeLastPayWay } from '../utils/last-pay-way.ts';

interface StartPaymentOptions {
  orderNo: string;
  terminalType: PayTerminalType;
  /** Where /payTransfer returns after the gateway (§3 frontData.resultUrl): an in-app path. */
  resultUrl: string;
  /** The server refused (the HTTP wrapper has toasted why): the code, for the page to follow up. */
  onRefused: (code: number) => void;
}

/**
 * 确认支付: one payment at a time. The server makes the payment and answers the gateway to open;
 * the page then leaves for it by a full load, so the button stays busy until it is gone. A page
 * restored from the browser's cache (back from the gateway) is ready again. WeChat Pay inside the
 * messenger (jsapi in the answer) pays through WeixinJSBridge first, then opens the result
 * (payUrl); a shopper who cancels there, or a bridge that fails, stays at the cashier, ready again.
 */
export function useStartPayment({ orderNo, terminalType, resultUrl, onRefused }: StartPaymentOptions) {
  const inFlight = useRef(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (!event.persisted) return;
      inFlight.current = false;
      setCreating(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (channel: CashierChannel): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setCreating(true);
      try {
        const payment = await createPayment(terminalType, { orderNo, channel, resultUrl });
        writeLastPayWay(channel);
        if (payment.jsapi && (await payInMessenger(hostWindow(), payment.jsapi)) !== 'ok') {
          inFlight.current = false;
          setCreating(false);
          return;
        }
        assignLocation(payment.payUrl);
      } catch (error) {
        inFlight.current = false;
        setCreating(false);
        onRefused(error instanceof ApiError ? error.code : ErrorCode.REQUEST_FAILED);
      }
    },
    [onRefused, orderNo, resultUrl, terminalType],
  );

  return { start, creating };
}
