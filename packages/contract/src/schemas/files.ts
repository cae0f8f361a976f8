import { Type, type Static } from 'typebox';

export const UploadedFile = Type.Object({
  /** Where the stored picture (or video) is served, e.g. /media/u-….webp. */
  url: Type.String(),
  /** 0 for a video (stored as sent, not measured). */
  width: Type.Integer(),
  height: Type.Integer(),
  /** Bytes of the stored WebP (or video). */
  size: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFile>;
