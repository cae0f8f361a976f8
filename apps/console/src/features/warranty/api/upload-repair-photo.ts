import { WarrantyAdminPaths } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Uploads a photo of a repair; answers its /media URL. */
export function useUploadRepairPhoto() {
  return useMutation({ mutationFn: (file: File) => http.upload(WarrantyAdminPaths.photos, file) });
}
