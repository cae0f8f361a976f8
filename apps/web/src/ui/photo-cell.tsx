import { useConfig } from 'antd-mobile/es/components/config-provider';
import Image from 'antd-mobile/es/components/image';
import { useEffect, useMemo, type ReactNode } from 'react';
import styles from './photo-cell.module.css';

const CLASS = 'adm-image-uploader';
const CIRCUMFERENCE = 15 * Math.PI * 2;

interface PhotoCellProps {
  /** An uploaded photo's address, or the file being uploaded (shown by an object URL). */
  url?: string;
  file?: File;
  status?: 'pending' | 'fail' | 'success';
  deletable: boolean;
  deleteIcon: ReactNode;
  onClick?: () => void;
  onDelete: () => void;
}

/**
 * One cell of PhotoUploader: antd-mobile's uploader cell (its PreviewItem), with the uploading
 * ring drawn by CSS instead of SpinLoading's spring animation (which would bring react-spring,
 * ~17 KB gz, into the form's first screen).
 */
export function PhotoCell({ url, file, status, deletable, deleteIcon, onClick, onDelete }: PhotoCellProps) {
  const { locale } = useConfig();
  const src = useMemo(() => url ?? (file ? URL.createObjectURL(file) : ''), [url, file]);
  useEffect(
    () => () => {
      if (!url && file) URL.revokeObjectURL(src);
    },
    [src, url, file],
  );
  return (
    <div className={status === 'fail' ? `${CLASS}-cell ${CLASS}-cell-fail` : `${CLASS}-cell`}>
      <Image className={`${CLASS}-cell-image`} src={src} fit="cover" onClick={onClick} />
      {status === 'pending' ? (
        <div className={`${CLASS}-cell-mask`}>
          <span className={`${CLASS}-cell-loading`}>
            <span className={styles.spin} aria-hidden="true">
              <svg viewBox="0 0 32 32">
                <circle fill="transparent" strokeWidth="2" strokeDasharray={CIRCUMFERENCE} strokeLinecap="square" r={15} cx={16} cy={16} />
              </svg>
            </span>
            <span className={`${CLASS}-cell-mask-message`}>{locale.ImageUploader.uploading}</span>
          </span>
        </div>
      ) : null}
      {deletable ? (
        <span className={`${CLASS}-cell-delete`} onClick={onDelete}>
          {deleteIcon}
        </span>
      ) : null}
    </div>
  );
}
