import { Type, type Static } from 'typebox';

/** What an upload is for: the `{type}` of POST /api/file/upload/{type} (§7). */
export const UploadType = {
  comment: 'comment',
  avatar: 'avatar',
  afterSales: 'afterSales',
  invoice: 'invoice',
  /** A warranty claim's photo (issue 18). */
  warranty: 'warranty',
  /** A warranty claim's video: MP4, MOV or WebM up to WARRANTY_VIDEO_MAX_BYTES, stored as sent. */
  warrantyVideo: 'warrantyVideo',
} as const;
export type UploadType = (typeof UploadType)[keyof typeof UploadType];

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
