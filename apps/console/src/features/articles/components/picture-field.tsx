import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';

export interface Picture {
  url: string;
  width: number;
  height: number;
}

interface PictureFieldProps {
  value?: Picture | null;
  onChange?: (value: Picture) => void;
  upload: { mutateAsync: (file: File) => Promise<Picture>; isPending: boolean };
  label: string;
  size?: number;
}

/** One picture (a cover, an avatar) uploaded through the server's sharp pipeline; click to replace it. */
export function PictureField({ value, onChange, upload, label, size = 96 }: PictureFieldProps) {
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp,image/gif"
      listType="picture-card"
      showUploadList={false}
      aria-label={label}
      customRequest={({ file, onSuccess, onError }) => {
        upload.mutateAsync(file as File).then(
          (stored) => {
            onChange?.(stored);
            onSuccess?.(stored);
          },
          (err: Error) => onError?.(err),
        );
      }}
    >
      {value?.url ? (
        <Image src={`${value.url}?w=360`} alt={label} preview={false} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 8 }} />
      ) : (
        <div>
          {upload.isPending ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{label}</div>
        </div>
      )}
    </Upload>
  );
}
