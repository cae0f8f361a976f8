import { UiText } from '@emall/contract';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/config.ts';
import { hasInAppHistory } from '../platform/location.ts';
import styles from './back-button.module.css';
import { classList } from './class-list';

interface BackButtonProps {
  /** `floating`: a round translucent button over a picture; `plain`: a bare arrow. */
  variant?: 'floating' | 'plain';
  onBack?: () => void;
  className?: string;
}

/** Back one page, or to the shop home when the app was opened on this page. */
export function BackButton({ variant = 'plain', onBack, className }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = (): void => {
    if (onBack) onBack();
    else if (hasInAppHistory()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };
  return (
    <button type="button" aria-label={UiText.back} className={classList(styles.back, styles[variant], className)} onClick={goBack}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
