import { Paths, UploadType, type UploadedFile } from '@emall/contract';
import { http } from '../../../lib/http.ts';

function upload(file: File, type: UploadType): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return http.post(Paths.fileUpload, form, { params: { type } });
}

/** POST /api/file/upload/warranty: a photo of a warranty claim's fault. */
export const uploadWarrantyPhoto = (file: File): Promise<UploadedFile> => upload(file, UploadType.warranty);

/** POST /api/file/upload/warrantyVideo: the claim's one video (MP4, MOV or WebM), stored as sent. */
export const uploadWarrantyVideo = (file: File): Promise<UploadedFile> => upload(file, UploadType.warrantyVideo);
