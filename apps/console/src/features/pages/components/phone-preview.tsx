import { ReloadOutlined } from '@ant-design/icons';
import { PageAdminText } from '@emall/contract';
import { Button, Skeleton, Typography } from 'antd';
import { usePreviewToken } from '../api/create-preview-token.ts';
import styles from './phone-preview.module.css';

/** The phone size the shop is designed for (§2): what the preview frame shows. */
const PHONE = { width: 390, height: 844 };

/**
 * The shop itself rendering the page's saved draft: its page route in a phone-size frame, with a
 * preview token only this operator holds. `revision` changes after each save, reloading the frame.
 */
export function PhonePreview({ pageCode, revision, onRefresh }: { pageCode: string; revision: number; onRefresh: () => void }) {
  const token = usePreviewToken(pageCode);
  const url = token.data ? `${token.data.previewUrl}&_r=${revision}` : null;
  return (
    <div className={styles.column}>
      <div className={styles.toolbar}>
        <Typography.Text strong>{PageAdminText.preview}</Typography.Text>
        <Typography.Text type="secondary">{PageAdminText.previewHint}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={onRefresh}>
          {PageAdminText.refreshPreview}
        </Button>
      </div>
      <div className={styles.phone} style={{ width: PHONE.width + 24 }}>
        {url ? (
          <iframe
            key={url}
            className={styles.frame}
            title={PageAdminText.preview}
            src={url}
            width={PHONE.width}
            height={PHONE.height}
            data-testid="phone-preview"
          />
        ) : (
          <Skeleton active style={{ width: PHONE.width, padding: 24 }} />
        )}
      </div>
    </div>
  );
}
