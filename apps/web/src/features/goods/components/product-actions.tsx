import { UiText } from '@emall/contract';
import { useLoveToggle } from '../hooks/use-love-toggle.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { recordShare } from '../api/record-share.ts';
import styles from './product-actions.module.css';

/** The heart (with how many love it) and share, beside the product's title. */
export function ProductActions({ productId, initialLove }: { productId: string; initialLove: number }) {
  const { love, count, toggle } = useLoveToggle(productId, initialLove);
  const share = async (): Promise<void> => {
    let shareUrl: unknown;
    try {
      shareUrl = (await recordShare(productId, 'link')).shareUrl;
    } catch {
      return;
    }
    // The server answers the page's path and query (with INVITER_ID); the page adds its own origin.
    await copyText(typeof shareUrl === 'string' && shareUrl ? new URL(shareUrl, window.location.origin).href : shareUrl);
  };
  return (
    <div className={styles.actions}>
      {/* The count is not part of the button's name: a tap on it bubbles to the same toggle. */}
      <div className={`${styles.action} ${love ? styles.loved : ''}`} onClick={() => void toggle()}>
        <button type="button" className={styles.loveButton} aria-pressed={love} aria-label={love ? UiText.unfavour : '收藏'}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
              fill={love ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <span data-testid="love-count">{count}</span>
      </div>
      <button type="button" className={styles.action} aria-label="分享" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 4v11M7.5 8.5 12 4l4.5 4.5M5 13v6a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>分享</span>
      </button>
    </div>
  );
}
