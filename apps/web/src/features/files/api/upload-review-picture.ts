import { Paths, UploadType, type UploadedFile } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/file/upload/comment (§7, multipart field `file`): the stored picture's url, for the review's pictures. */
export function uploadReviewPicture(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return http.post(Paths.fileUpload, form, { params: { type: UploadType.comment } });
}
