/** The map pin of an address and the shop front of a store, in a circle the caller styles. */
export function PinIcon({ className }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 20 20" width="18" height="18">
        <path d="M10 18s6-5.3 6-10a6 6 0 10-12 0c0 4.7 6 10 6 10z" fill="currentColor" />
        <circle cx="10" cy="8" r="2.2" fill="#fff" />
      </svg>
    </span>
  );
}

export function StoreIcon({ className }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 20 20" width="18" height="18">
        <path d="M3 8l1.5-4.5h11L17 8v1a2.3 2.3 0 01-4.6 0 2.3 2.3 0 01-4.8 0A2.3 2.3 0 013 9z" fill="currentColor" />
        <path d="M4.5 11v5.5h11V11" stroke="currentColor" strokeWidth="1.6" fill="none" />
        <rect x="8.3" y="12.5" width="3.4" height="4" fill="currentColor" />
      </svg>
    </span>
  );
}
