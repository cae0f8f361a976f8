/*
 * The warranty numbers the error table's messages quote (error-info.ts), apart from warranty.ts: a
 * page that shows an error message then loads these, not the warranty vocabulary.
 */

/** A claim carries up to this many photos, or one video (not both). */
export const WARRANTY_PHOTOS_MAX = 6;
/** A claim's video (the upload type warrantyVideo): stored as sent, at most this many bytes. */
export const WARRANTY_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
/** The preferred date: from tomorrow to this many days ahead (China date). */
export const WARRANTY_PREFERRED_DAYS_MAX = 30;
/** Paid repairs outside the warranty: the hotline the shopper is told to call. */
export const WARRANTY_REPAIR_HOTLINE = '400-820-1077';
