import { SHOP_SERVICE_BUSINESS_TYPE, LandingText } from '@emall/contract';
import { showToast } from '../../../../lib/toast.ts';
import { platform } from '../../../../platform/platform.ts';

/**
 * Customer service for the shop (§2, business type 1002): the container's in-app chat where it
 * has one; an app too old for it says so (§8); elsewhere the hotline (loaded on first tap).
 */
function openCustomerService(): void {
  const outcome = platform.openChat(SHOP_SERVICE_BUSINESS_TYPE);
  if (outcome === 'outdated') showToast(LandingText.appTooOld);
  else if (outcome === 'unavailable') void import('./hotline-dialog.tsx').then(({ showHotline }) => showHotline(SHOP_SERVICE_BUSINESS_TYPE));
}

export function ServiceButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} aria-label="客服" onClick={openCustomerService}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M5 13v-2a7 7 0 0 1 14 0v2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        <rect x="3.5" y="12" width="3.5" height="6" rx="1.4" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <rect x="17" y="12" width="3.5" height="6" rx="1.4" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <path d="M19 18c0 1.7-1.6 2.6-4.5 2.6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
    </button>
  );
}
