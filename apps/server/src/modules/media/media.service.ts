import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, WARRANTY_VIDEO_TYPES } from '@emall/contract';
import { loadSharp } from '../../lib/sharp.ts';

export const MEDIA_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}\.webp$/;
/** A shopper's video (warranty claims), stored as sent: served as is, by byte ranges. */
export const MEDIA_VIDEO_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}\.(mp4|mov|webm)$/;
const [mp4, mov, webm] = WARRANTY_VIDEO_TYPES;
export const VIDEO_TYPE_OF: Record<string, string> = { mp4, mov, webm };

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/**
 * The path of a picture at one of the served widths, made with sharp on first request and kept
 * on disk. Narrower sources are never enlarged. Returns null when the source does not exist.
 */
export async function mediaVariant(dataDir: string, file: string, width: number | null): Promise<string | null> {
  const source = path.join(mediaDir(dataDir), file);
  if (width === null) return (await exists(source)) ? source : null;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const target = path.join(mediaDir(dataDir), `.w${width}`, file);
  if (await exists(target)) return target;
  if (!(await exists(source))) return null;
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Write aside and rename, so a concurrent reader never sees half a file.
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const sharp = await loadSharp();
  await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toFile(temp);
  await fs.rename(temp, target);
  return target;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
