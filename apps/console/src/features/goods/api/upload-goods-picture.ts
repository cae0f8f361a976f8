import { AdminGoodsPaths } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Uploads a picture for a goods; answers its /media URL. */
export function useUploadGoodsPicture() {
  return useMutation({ mutationFn: (file: File) => http.upload(AdminGoodsPaths.pictures, file) });
}
