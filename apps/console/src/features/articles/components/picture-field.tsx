import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { PictureUpload, type PictureUploader } from '../../../ui/picture-upload.tsx';

export interface Picture {
  url: string;
  width: number;
  height: number;
}

interface PictureFieldProps {
  value?: Picture | null;
  onChange?: (value: Picture) => void;
  upload: PictureUploader<Picture>;
  label: string;
  size?: number;
}

/** One picture (a cover, an avatar) uploaded through the server's sharp pipeline; click to replace it. */
export function PictureField({ value, onChange, upload, label, size = 96 }: PictureFieldProps) {
  return (
    <PictureUpload upload={upload} onStored={(stored) => onChange?.(stored)} listType="picture-card" aria-label={label}>
      {value?.url ? (
        <Image src={`${value.url}?w=360`} alt={label} preview={false} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 8 }} />
      ) : (
        <div>
          {upload.isPending ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{label}</div>
        </div>
      )}
    </PictureUpload>
  );
}
