import { Upload, type UploadProps } from 'antd';
import type { ReactNode } from 'react';

/** Stores a picture on the server (the feature's own upload call, under its permission). */
export interface PictureUploader<Stored extends { url: string }> {
  mutateAsync: (file: File) => Promise<Stored>;
  isPending: boolean;
}

/** What the server's picture pipeline reads (sharp; a GIF keeps its first frame). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

type PictureUploadProps<Stored extends { url: string }> = Omit<UploadProps, 'accept' | 'customRequest' | 'children'> & {
  upload: PictureUploader<Stored>;
  /** What the server kept: its URL (and, for some calls, its size). */
  onStored: (stored: Stored) => void;
  /** The button or card a tap on which picks the file. */
  children: ReactNode;
};

/**
 * antd's Upload for pictures, each sent as it is picked through `upload`. Other Upload props pass
 * through (antd-img-crop, wrapping it, adds its own `beforeUpload`).
 */
export function PictureUpload<Stored extends { url: string }>({ upload, onStored, children, ...props }: PictureUploadProps<Stored>) {
  return (
    <Upload
      showUploadList={false}
      {...props}
      accept={PICTURE_TYPES}
      customRequest={({ file, onSuccess, onError }) => {
        upload.mutateAsync(file as File).then(
          (stored) => {
            onStored(stored);
            onSuccess?.(stored);
          },
          (err: Error) => onError?.(err),
        );
      }}
    >
      {children}
    </Upload>
  );
}
