import { OrderListTab } from '@emall/contract';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The order bar's glyphs, one per tab. */
export function OrderTabIcon({ tab }: { tab: string }) {
  let path;
  switch (tab) {
    case OrderListTab.waitPay:
      path = (
        <>
          <rect x="3.5" y="6" width="17" height="13" rx="2.5" {...stroke} />
          <path d="M3.5 10h17M15 14.5h2.5" {...stroke} />
        </>
      );
      break;
    case OrderListTab.waitSend:
      path = (
        <>
          <path d="M12 3.5l8 4v9l-8 4-8-4v-9z" {...stroke} />
          <path d="M4 7.5l8 4 8-4M12 11.5v9" {...stroke} />
        </>
      );
      break;
    case OrderListTab.waitReceive:
      path = (
        <>
          <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" {...stroke} />
          <circle cx="7" cy="17.5" r="1.8" {...stroke} />
          <circle cx="17" cy="17.5" r="1.8" {...stroke} />
        </>
      );
      break;
    case OrderListTab.waitAppraise:
      path = (
        <>
          <path d="M4.5 5.5h15v10h-8l-4 3.5v-3.5h-3z" {...stroke} />
          <path d="M12 8l1 2 2.2.3-1.6 1.5.4 2.2-2-1.1-2 1.1.4-2.2-1.6-1.5 2.2-.3z" fill="currentColor" />
        </>
      );
      break;
    default:
      path = (
        <>
          <path d="M5 12a7 7 0 1 0 2-4.9" {...stroke} />
          <path d="M5 4v3.5h3.5M9.5 12h5M12 9.5v5" {...stroke} />
        </>
      );
  }
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      {path}
    </svg>
  );
}

/** The service rows' glyphs. */
export function ServiceIcon({ kind }: { kind: 'messages' | 'address' | 'favourite' | 'warranty' | 'hotline' }) {
  const paths = {
    messages: (
      <>
        <path d="M4.5 6.5A2 2 0 0 1 6.5 4.5h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H10l-4 3.5v-3.5h0a2 2 0 0 1-1.5-2z" {...stroke} />
        <path d="M8.5 9.5h7M8.5 12.5h4.5" {...stroke} />
      </>
    ),
    address: (
      <>
        <path d="M12 20.5s-6-5.4-6-10.2a6 6 0 0 1 12 0c0 4.8-6 10.2-6 10.2z" {...stroke} />
        <circle cx="12" cy="10.3" r="2.2" {...stroke} />
      </>
    ),
    warranty: (
      <>
        <path d="M12 3.5l7 2.8v5.2c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V6.3z" {...stroke} />
        <path d="M8.8 12.2l2.2 2.2 4.2-4.4" {...stroke} />
      </>
    ),
    favourite: <path d="M12 19.5s-7.5-4.5-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.5-7.5 10-7.5 10z" {...stroke} />,
    hotline: <path d="M6.5 4h3l1.5 4-2 1.3a9 9 0 0 0 5.7 5.7l1.3-2 4 1.5v3A2.5 2.5 0 0 1 17.5 20 13.5 13.5 0 0 1 4 6.5 2.5 2.5 0 0 1 6.5 4z" {...stroke} />,
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" style={{ color: '#1D4ED8', flex: 'none' }}>
      {paths[kind]}
    </svg>
  );
}
