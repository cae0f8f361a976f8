import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, MEDIA_BASE, UPLOAD_MAX_WIDTH, UploadType, type UploadedFile } from '@emall/contract';
import sharp, { type Metadata } from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
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
}

/**
 * The upload as a WebP at most UPLOAD_MAX_WIDTH wide, turned upright by its EXIF orientation and
 * without metadata (sharp keeps none unless asked: no GPS position leaves with a review photo).
 * What it is comes from its bytes, never from the declared name or type. A GIF keeps its first frame.
 */
async function toWebp(upload: Buffer): Promise<Picture> {
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
 * Stores an uploaded picture and records it. The file is written aside, and renamed into place
 * inside the transaction that records it: a failure on either side leaves neither a row without
 * a file nor a file without a row.
 */
export async function storeUpload(ctx: AppContext, input: { userId: number; type: UploadType; data: Buffer }): Promise<UploadedFile> {
  const picture = await toWebp(input.data);
  const dir = mediaDir(ctx.config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `u-${randomBytes(16).toString('hex')}.webp`;
  const final = path.join(dir, name);
  // A dot-name the media route never serves.
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  await fs.writeFile(temp, picture.data, { flag: 'wx' });
  try {
    const now = ctx.clock.now();
    const capped = await ctx.db.transaction(async (tx) => {
      await repo.lockUserUploads(tx, input.userId);
      if ((await repo.countUploadsAfter(tx, input.userId, new Date(now.getTime() - HOUR_MS))) >= UPLOAD_HOURLY_CAP_PER_USER) {
        return true;
      }
      await repo.insertFile(tx, {
        userId: input.userId,
        type: input.type,
        path: name,
        width: picture.width,
        height: picture.height,
        size: picture.data.length,
        createdAt: now,
      });
      await fs.rename(temp, final);
      return false;
    });
    if (capped) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  } catch (err) {
    // The name is ours alone, so removing it cannot touch another upload; the commit may have
    // failed after the rename.
    await Promise.all([fs.rm(temp, { force: true }), fs.rm(final, { force: true })]);
    throw err;
  }
  return { url: `${MEDIA_BASE}/${name}`, width: picture.width, height: picture.height, size: picture.data.length };
}
