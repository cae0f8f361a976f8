import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, MEDIA_BASE, UPLOAD_MAX_WIDTH, UploadType, type UploadedFile } from '@emall/contract';
import type { Metadata } from 'sharp';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { mediaDir } from '../media/media.service.ts';
import * as repo from './files.repository.ts';

/** Uploads per user per hour (README, Decisions). */
export const UPLOAD_HOURLY_CAP_PER_USER = 30;
/** Larger pictures are refused before decoding: a small file can hold a huge image (a decompression bomb). */
const UPLOAD_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 80;
const HOUR_MS = 3_600_000;

export function isUploadType(type: string): type is UploadType {
  return (Object.values(UploadType) as string[]).includes(type);
}

/** Refuses a user at the hourly cap before the upload is read; storeUpload checks again under a lock. */
export async function checkUploadAllowance(ctx: AppContext, userId: number): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - HOUR_MS);
  if ((await repo.countUploadsAfter(ctx.db, userId, since)) >= UPLOAD_HOURLY_CAP_PER_USER) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  }
}

interface Picture {
  data: Buffer;
  width: number;
  height: number;
  /** The file's extension: webp for pictures, the video's own for videos. */
  ext?: string;
}

/**
 * The upload as a WebP at most UPLOAD_MAX_WIDTH wide, turned upright by its EXIF orientation and
 * without metadata (sharp keeps none unless asked: no GPS position leaves with a review photo).
 * What it is comes from its bytes, never from the declared name or type. A GIF keeps its first frame.
 */
async function toWebp(upload: Buffer): Promise<Picture> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE);
  }
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: UPLOAD_MAX_PIXELS })
      .autoOrient()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A valid header over broken pixel data.
    throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE);
  }
}

/**
 * Writes a picture into the media folder as `<prefix>-<128 random bits>.webp` and calls `record`
 * with its URL inside a transaction: the file is written aside and renamed into place inside that
 * transaction, so a failure on either side leaves neither a row without a file nor a file without
 * a row. `record` answers false to refuse (nothing is kept).
 */
async function storePicture(
  ctx: AppContext,
  picture: Picture,
  prefix: string,
  record: (tx: Executor, stored: UploadedFile, name: string) => Promise<boolean>,
): Promise<UploadedFile | null> {
  const dir = mediaDir(ctx.config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `${prefix}-${randomBytes(16).toString('hex')}.${picture.ext ?? 'webp'}`;
  const final = path.join(dir, name);
  // A dot-name the media route never serves.
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  const stored = { url: `${MEDIA_BASE}/${name}`, width: picture.width, height: picture.height, size: picture.data.length };
  await fs.writeFile(temp, picture.data, { flag: 'wx' });
  try {
    const kept = await ctx.db.transaction(async (tx) => {
      if (!(await record(tx, stored, name))) return false;
      await fs.rename(temp, final);
      return true;
    });
    if (!kept) await fs.rm(temp, { force: true });
    return kept ? stored : null;
  } catch (err) {
    // The name is ours alone, so removing it cannot touch another upload; the commit may have
    // failed after the rename.
    await Promise.all([fs.rm(temp, { force: true }), fs.rm(final, { force: true })]);
    throw err;
  }
}

/**
 * What a video is, from its first bytes (never the declared name or type): an ISO media file
 * (ftyp box) is MP4, or MOV when its brand is QuickTime's; an EBML header is WebM. Null otherwise.
 */
function videoExtension(data: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return data.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

/** Stores a user's video as sent (MP4, MOV or WebM, within the upload's size limit), within the hourly cap. */
export async function storeVideoUpload(ctx: AppContext, input: { userId: number; type: UploadType; data: Buffer }): Promise<UploadedFile> {
  const ext = videoExtension(input.data);
  if (!ext) throw new AppError(ErrorCode.UPLOAD_NOT_VIDEO);
  return storeUpload(ctx, input, { data: input.data, width: 0, height: 0, ext });
}

/** Stores an uploaded picture of a user and records it, within the user's hourly cap. */
export async function storeUpload(ctx: AppContext, input: { userId: number; type: UploadType; data: Buffer }, asSent?: Picture): Promise<UploadedFile> {
  const picture = asSent ?? (await toWebp(input.data));
  const now = ctx.clock.now();
  const stored = await storePicture(ctx, picture, 'u', async (tx, file, name) => {
    await repo.lockUserUploads(tx, input.userId);
    if ((await repo.countUploadsAfter(tx, input.userId, new Date(now.getTime() - HOUR_MS))) >= UPLOAD_HOURLY_CAP_PER_USER) return false;
    await repo.insertFile(tx, { userId: input.userId, type: input.type, path: name, width: file.width, height: file.height, size: file.size, createdAt: now });
    return true;
  });
  if (!stored) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  return stored;
}

/**
 * Stores a picture an operator uploaded for the catalogue (issue 14), through the same checks and
 * conversion as shoppers' uploads; `record` writes the caller's own row (its audit) in the transaction.
 */
export async function storeCataloguePicture(
  ctx: AppContext,
  data: Buffer,
  record: (tx: Executor, stored: UploadedFile) => Promise<void>,
): Promise<UploadedFile> {
  const picture = await toWebp(data);
  const stored = await storePicture(ctx, picture, 'g', async (tx, file) => {
    await record(tx, file);
    return true;
  });
  return stored!;
}

/** Whether every URL is one of the user's own uploads of this type (an empty list is). */
export async function ownsUploads(db: Executor, userId: number, type: UploadType, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const prefix = `${MEDIA_BASE}/`;
  if (urls.some((u) => !u.startsWith(prefix))) return false;
  const names = [...new Set(urls.map((u) => u.slice(prefix.length)))];
  return (await repo.countFilesOf(db, userId, type, names)) === names.length;
}
