import { ArticleAdminPaths } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Uploads an article picture (cover, avatar or in the body); answers its /media URL and size. */
export function useUploadArticlePicture() {
  return useMutation({ mutationFn: (file: File) => http.upload(ArticleAdminPaths.pictures, file) });
}
