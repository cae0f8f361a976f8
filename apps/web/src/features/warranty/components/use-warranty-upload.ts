import { ErrorCode, UPLOAD_MAX_BYTES, WARRANTY_VIDEO_MAX_BYTES, WARRANTY_VIDEO_TYPES, shopErrorInfo } from '@emall/contract';
import { imageUrl } from '@emall/domain';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { uploadWarrantyPhoto, uploadWarrantyVideo } from '../../files/api/upload-warranty-media.ts';

const THUMB = 80;
const VIDEO_TYPES: ReadonlySet<string> = new Set(WARRANTY_VIDEO_TYPES);

/** A file the server would refuse is refused here first, with the server's own words. */
function refusalOf(file: File, kind: 'photo' | 'video'): string | null {
  if (kind === 'photo') return file.size <= UPLOAD_MAX_BYTES ? null : shopErrorInfo[ErrorCode.PAYLOAD_TOO_LARGE].message;
  if (!VIDEO_TYPES.has(file.type)) return shopErrorInfo[ErrorCode.UPLOAD_NOT_VIDEO].message;
  return file.size <= WARRANTY_VIDEO_MAX_BYTES ? null : shopErrorInfo[ErrorCode.UPLOAD_VIDEO_TOO_LARGE].message;
}

/** The uploads of a claim: photos through the ImageUploader (type warranty), one video (type warrantyVideo). */
export function useWarrantyUpload() {
  const [uploading, setUploading] = useState(0);
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    setUploading((n) => n + 1);
    try {
      return await run();
    } finally {
      setUploading((n) => n - 1);
    }
  };
  const uploadPhoto = (file: File): Promise<ImageUploadItem> =>
    counted(async () => {
      const stored = await uploadWarrantyPhoto(file);
      return { url: stored.url, thumbnailUrl: imageUrl(stored.url, THUMB, window.devicePixelRatio || 1) };
    });
  const checkPhoto = (file: File): File | null => {
    const refusal = refusalOf(file, 'photo');
    if (refusal) showToast(refusal);
    return refusal ? null : file;
  };
  /** The stored video's url, or null when it was refused here or by the server (the HTTP client has said why). */
  const uploadVideo = async (file: File): Promise<string | null> => {
    const refusal = refusalOf(file, 'video');
    if (refusal) {
      showToast(refusal);
      return null;
    }
    try {
      return (await counted(() => uploadWarrantyVideo(file))).url;
    } catch {
      return null;
    }
  };
  return {
    uploading: uploading > 0,
    uploadVideo,
    photoProps: { upload: uploadPhoto, beforeUpload: checkPhoto, accept: 'image/jpeg,image/png,image/webp,image/gif', multiple: true, showFailed: false },
  };
}
