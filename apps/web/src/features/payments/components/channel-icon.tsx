import { CashierChannel } from '@emall/contract';
import type { ReactNode } from 'react';

interface ChannelIconProps {
  channel: CashierChannel;
  size?: number;
}

/** Each way's mark, drawn inline (no external images): the colours shoppers know them by. */
export function ChannelIcon({ channel, size = 28 }: ChannelIconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      {marks[channel]}
    </svg>
  );
}

const marks: Record<CashierChannel, ReactNode> = {
  [CashierChannel.WechatPay]: (
    <>
      <rect width="32" height="32" rx="8" fill="#09BB07" />
      <ellipse cx="13.5" cy="14" rx="7.5" ry="6.2" fill="#fff" />
      <path d="M9.2 18.6l-1 3.1 3.4-1.8z" fill="#fff" />
      <ellipse cx="19.8" cy="18.3" rx="6" ry="5" fill="#fff" stroke="#09BB07" strokeWidth="1.2" />
      <path d="M23.4 21.9l.8 2.4-2.7-1.4z" fill="#fff" />
      <circle cx="11" cy="12.6" r="1.1" fill="#09BB07" />
      <circle cx="16" cy="12.6" r="1.1" fill="#09BB07" />
      <circle cx="17.8" cy="17.2" r="0.9" fill="#09BB07" />
      <circle cx="21.8" cy="17.2" r="0.9" fill="#09BB07" />
    </>
  ),
  [CashierChannel.Alipay]: (
    <>
      <rect width="32" height="32" rx="8" fill="#1677FF" />
      <path d="M9 10.5h14M16 7.5v6.5M10.5 14.5h11c-1.3 4.6-4.6 8.3-10.5 10" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M13.5 17.8c3.6 2.6 7 4.4 10.5 5.4" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </>
  ),
  [CashierChannel.UnionPay]: (
    <>
      <rect width="32" height="32" rx="8" fill="#fff" stroke="#E6E8EE" />
      <path d="M7.5 9h6.2l-3.3 14H4.2z" fill="#E21836" />
      <path d="M13.2 9h6.2l-3.3 14H9.9z" fill="#00447C" />
      <path d="M18.9 9h6.9a1.6 1.6 0 0 1 1.5 2l-2.8 12h-6.9z" fill="#007B84" />
    </>
  ),
  [CashierChannel.ICBC]: (
    <>
      <rect width="32" height="32" rx="8" fill="#C7000B" />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="2.2" />
      <rect x="12.4" y="10.2" width="7.2" height="11.6" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 6.5v5.8M16 19.7v5.8" stroke="#fff" strokeWidth="2" />
    </>
  ),
  [CashierChannel.Transfer]: (
    <>
      <rect width="32" height="32" rx="8" fill="#F59E0B" />
      <path d="M6.5 12.5L16 7l9.5 5.5z" fill="#fff" />
      <path d="M9 14.5v7M13.7 14.5v7M18.3 14.5v7M23 14.5v7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <rect x="7" y="22.6" width="18" height="2.4" rx="1" fill="#fff" />
    </>
  ),
};
