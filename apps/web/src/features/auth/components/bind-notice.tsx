import styles from './login-steps.module.css';

/** After a messenger login whose account is not linked yet, §4 Login. */
export function BindNotice() {
  return (
    <p className={styles.notice} role="note">
      <svg className={styles.noticeIcon} viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M8 7v4.2" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="8" cy="4.8" r="0.9" fill="currentColor" />
      </svg>
      微信账号未绑定,验证手机号后完成绑定
    </p>
  );
}
