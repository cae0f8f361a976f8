import { PageAdminPaths } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Uploads a page picture (a module's picture, the background, a skin material); answers its /media URL and size. */
export function useUploadPagePicture() {
  return useMutation({ mutationFn: (file: File) => http.upload(PageAdminPaths.pictures, file) });
}
