import { MINE_ROUTE, UiText } from '@emall/contract';
import { useNavigate } from 'react-router';
import { platform } from '../../../../platform/platform.ts';

/**
 * 我的: the host's own account tab inside the car app and the mini-program (§2 native schemes);
 * elsewhere (browsers, the messenger) the shop's /store/mine, which asks a guest to log in.
 */
export function MineButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const open = (): void => {
    if (!platform.navigate('accountTab')) void navigate(MINE_ROUTE);
  };
  return (
    <button type="button" className={className} aria-label={UiText.mine} onClick={open}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <path d="M4.5 20c1.2-3.8 4-5.8 7.5-5.8s6.3 2 7.5 5.8" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
    </button>
  );
}
