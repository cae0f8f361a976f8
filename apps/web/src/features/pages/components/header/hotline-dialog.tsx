import { Dialog } from '../../../../lib/antd-imperative.ts';
import { getImHotline } from '../../../im/api/get-im-hotline.ts';
import styles from './hotline-dialog.module.css';

/** The hotline (§7 imHotline): the number as a tel: link and its description, in a dialog. */
export async function showHotline(businessType: number): Promise<void> {
  let hotline;
  try {
    hotline = await getImHotline(businessType);
  } catch {
    return; // the wrapper has toasted why
  }
  const phone = hotline.agentPhone.trim();
  Dialog.show({
    title: '联系客服',
    closeOnMaskClick: true,
    closeOnAction: true,
    content: (
      <div className={styles.body}>
        {phone ? (
          <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16 16 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
                fill="currentColor"
              />
            </svg>
            {phone}
          </a>
        ) : null}
        {hotline.description ? <p className={styles.description}>{hotline.description}</p> : null}
      </div>
    ),
    actions: [{ key: 'close', text: '关闭' }],
  });
}
