import { Type, type Static } from 'typebox';

/** What an upload is for: the `{type}` of POST /api/file/upload/{type} (§7). */
export const UploadType = { comment: 'comment', avatar: 'avatar', afterSales: 'afterSales', invoice: 'invoice' } as const;
export type UploadType = (typeof UploadType)[keyof typeof UploadType];

export const UploadedFile = Type.Object({
  /** Where the stored picture is served, e.g. /media/u-….webp. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Bytes of the stored WebP. */
  size: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFile>;
