import { useConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PlainImage } from './plain-image.tsx';
import { Spinner } from './spinner.tsx';

const CLASS = 'adm-image-uploader';

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
 * ring drawn by CSS (Spinner) instead of SpinLoading's spring animation.
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
      <PlainImage key={src} src={src} className={`${CLASS}-cell-image`} onClick={onClick} />
      {status === 'pending' ? (
        <div className={`${CLASS}-cell-mask`}>
          <span className={`${CLASS}-cell-loading`}>
            <Spinner color="var(--adm-color-white)" />
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
