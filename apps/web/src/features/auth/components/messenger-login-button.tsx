import styles from './messenger-login-button.module.css';

/** 微信一键登录: the messenger's OAuth sign-in, §1. */
export function MessengerLoginButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  return (
    <div className={styles.wrap}>
      <div className={styles.divider} aria-hidden="true">
        <span>其他登录方式</span>
      </div>
      <button type="button" className={styles.button} onClick={onClick} disabled={disabled}>
        <svg className={styles.icon} viewBox="0 0 32 32" aria-hidden="true">
          <path
            fill="#07C160"
            d="M12.4 5C6.9 5 2.5 8.7 2.5 13.2c0 2.6 1.4 4.9 3.7 6.4l-.9 2.9 3.3-1.8c1.1.3 2.3.5 3.6.5h.6a7.6 7.6 0 0 1-.3-2.1c0-4.5 4.3-8.1 9.6-8.1h.6C21.8 7.6 17.5 5 12.4 5Z"
          />
          <path
            fill="#07C160"
            d="M29.5 19.1c0-3.7-3.6-6.7-8.1-6.7s-8.1 3-8.1 6.7 3.6 6.7 8.1 6.7c1 0 2-.1 2.9-.4l2.6 1.5-.7-2.4c2-1.2 3.3-3.2 3.3-5.4Z"
          />
          <circle cx="9" cy="11" r="1.3" fill="#fff" />
          <circle cx="15.6" cy="11" r="1.3" fill="#fff" />
          <circle cx="18.6" cy="17.6" r="1.1" fill="#fff" />
          <circle cx="24.2" cy="17.6" r="1.1" fill="#fff" />
        </svg>
        微信一键登录
      </button>
    </div>
  );
}
