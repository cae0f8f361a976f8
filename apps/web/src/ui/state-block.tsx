import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import styles from './state-block.module.css';

type Illustration = 'lost' | 'empty';

interface StateBlockProps {
  illustration?: Illustration;
  title: string;
  description?: ReactNode;
  actionText?: string;
  onAction?: () => void;
  /** Fills the screen height (a whole page in this state). */
  fullPage?: boolean;
}

/** A whole-page or in-page state: 页面走丢了, 暂无数据, an error with a retry. */
export function StateBlock({ illustration = 'lost', title, description, actionText, onAction, fullPage = false }: StateBlockProps) {
  return (
    <section className={[styles.block, fullPage ? styles.fullPage : ''].join(' ')} role="status">
      {illustration === 'lost' ? <LostIllustration /> : <EmptyIllustration />}
      <h2 className={styles.title}>{title}</h2>
      {/* A server message that only repeats the title (页面走丢了 for 40402) is not said twice. */}
      {description && description !== title ? <p className={styles.description}>{description}</p> : null}
      {actionText && onAction ? (
        <Button className={styles.action} color="primary" fill="outline" shape="rounded" onClick={onAction}>
          {actionText}
        </Button>
      ) : null}
    </section>
  );
}

function LostIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill="#E8ECF4" />
      <rect x="34" y="22" width="92" height="70" rx="10" fill="#F2F5FB" stroke="#C9D3E6" strokeWidth="2" />
      <rect x="34" y="22" width="92" height="16" rx="8" fill="#DCE4F3" />
      <circle cx="45" cy="30" r="2.5" fill="#fff" />
      <circle cx="53" cy="30" r="2.5" fill="#fff" />
      <circle cx="61" cy="30" r="2.5" fill="#fff" />
      <path d="M64 58l8 8m0-8l-8 8M88 58l8 8m0-8l-8 8" stroke="#1D4ED8" strokeWidth="3" strokeLinecap="round" />
      <path d="M68 80c6-5 18-5 24 0" stroke="#9AA8C4" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="130" cy="20" r="9" fill="#FFE7BA" />
      <path d="M130 15v6" stroke="#AD6800" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="130" cy="25" r="1.3" fill="#AD6800" />
    </svg>
  );
}

function EmptyIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill="#E8ECF4" />
      <path d="M40 52l40-18 40 18v40l-40 16-40-16z" fill="#F2F5FB" stroke="#C9D3E6" strokeWidth="2" strokeLinejoin="round" />
      <path d="M40 52l40 16 40-16M80 68v40" stroke="#C9D3E6" strokeWidth="2" fill="none" />
      <path d="M40 52l-10 14 40 16 10-14z" fill="#DCE4F3" stroke="#C9D3E6" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="112" cy="24" r="4" fill="#1D4ED8" opacity="0.5" />
      <circle cx="50" cy="24" r="3" fill="#1D4ED8" opacity="0.3" />
    </svg>
  );
}
