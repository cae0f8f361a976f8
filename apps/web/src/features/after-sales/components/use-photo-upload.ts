import { ErrorCode, UPLOAD_MAX_BYTES, shopErrorInfo } from '@emall/contract';
import { imageUrl } from '@emall/domain';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { uploadAfterSalesPhoto } from '../api/after-sales-api.ts';

const THUMB = 80;

/** The ImageUploader wiring of an after-sales photo (upload type afterSales): too big a file is refused before it is sent. */
export function usePhotoUpload() {
  const [uploading, setUploading] = useState(0);
  const upload = async (file: File): Promise<ImageUploadItem> => {
    setUploading((n) => n + 1);
    try {
      const stored = await uploadAfterSalesPhoto(file);
      return { url: stored.url, thumbnailUrl: imageUrl(stored.url, THUMB, window.devicePixelRatio || 1) };
    } finally {
      setUploading((n) => n - 1);
    }
  };
  const checkFile = (file: File): File | null => {
    if (file.size <= UPLOAD_MAX_BYTES) return file;
    showToast(shopErrorInfo[ErrorCode.PAYLOAD_TOO_LARGE].message);
    return null;
  };
  return { uploading: uploading > 0, uploaderProps: { upload, beforeUpload: checkFile, accept: 'image/jpeg,image/png,image/webp,image/gif', multiple: true, showFailed: false } };
}
