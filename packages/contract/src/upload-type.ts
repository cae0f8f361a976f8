// Apart from the upload's schemas (schemas/files.ts): a page that uploads names the upload's type
// without building TypeBox schemas (issue 16 item 2).

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
