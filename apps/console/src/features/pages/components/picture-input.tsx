import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { PageAdminText } from '@emall/contract';
import { Button, Input, Space } from 'antd';
import { PictureUpload } from '../../../ui/picture-upload.tsx';
import { useUploadPagePicture } from '../api/upload-page-picture.ts';
import styles from './picture-input.module.css';

interface PictureInputProps {
  label: string;
  value: string;
  /** A typed path or an uploaded picture; an upload also brings its size. */
  onChange: (url: string, size?: { width: number; height: number }) => void;
}

/**
 * A page picture: a thumbnail, the /media path (typed, or kept from the seed) and 上传 beside it,
 * which sends the file through the server's sharp pipeline and puts its path in.
 */
export function PictureInput({ label, value, onChange }: PictureInputProps) {
  const upload = useUploadPagePicture();
  return (
    <Space.Compact style={{ width: '100%' }}>
      {value ? <img className={styles.thumb} src={value.startsWith('/media/') ? `${value}?w=180` : value} alt={label} width={32} height={32} /> : null}
      <Input aria-label={label} value={value} placeholder={PageAdminText.picturePlaceholder} onChange={(e) => onChange(e.target.value)} />
      <PictureUpload upload={upload} onStored={(stored) => onChange(stored.url, { width: stored.width, height: stored.height })}>
        <Button icon={upload.isPending ? <LoadingOutlined /> : <UploadOutlined />} aria-label={`${PageAdminText.uploadPicture} ${label}`}>
          {PageAdminText.uploadPicture}
        </Button>
      </PictureUpload>
    </Space.Compact>
  );
}
