import { UiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import styles from './page-loading.module.css';

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status" aria-label={UiText.loading}>
      <DotLoading color="primary" />
    </div>
  );
}
