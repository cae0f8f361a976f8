import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, fillPath, Header, Paths, UPLOAD_MAX_BYTES, UploadType, type UploadedFile } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { mediaDir } from '../media/media.service.ts';
import { files } from './files.table.ts';
import { storeUpload, UPLOAD_HOURLY_CAP_PER_USER } from './files.service.ts';

const HOUR = 3_600_000;
let app: TestApp;
let token: string;
let userId: number;
let phoneSeq = 0;
const newPhone = () => `135${String(++phoneSeq).padStart(8, '0')}`;

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, built by hand as a browser would send it. */
function multipart(parts: Part[]) {
  const boundary = `----emall${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], options: { type?: string; token?: string | null } = {}) {
  const body = multipart(parts);
  const headers: Record<string, string> = { 'content-type': body.contentType };
  const loginToken = options.token === undefined ? token : options.token;
  if (loginToken) headers[Header.loginToken] = loginToken;
  return app.server.inject({
    method: 'POST',
    url: api(fillPath(Paths.fileUpload, { type: options.type ?? UploadType.comment })),
    headers,
    payload: body.payload,
  });
}

const filePart = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, data });

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#1D4ED8' } }).png().toBuffer();
}

async function userIdOf(loginToken: string) {
  const res = await app.server.inject({ method: 'GET', url: api(Paths.loginInfo), headers: { [Header.loginToken]: loginToken } });
  return Number(res.json().result.userId);
}

async function fileRows() {
  const [row] = await app.ctx.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

function mediaFiles() {
  const dir = mediaDir(app.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  token = await loginAs(app, newPhone());
  userId = await userIdOf(token);
});
afterAll(() => app.close());

describe('POST /api/file/upload/{type}', () => {
  it('stores a large PNG as a WebP 1080 px wide, records it for the uploader and serves it at /media', async () => {
    const res = await upload([filePart(await png(2000, 1500))]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as UploadedFile;
    expect(result.url).toMatch(/^\/media\/u-[0-9a-f]{32}\.webp$/);
    expect(result).toMatchObject({ width: 1080, height: 810 });

    const name = path.basename(result.url);
    const stored = path.join(mediaDir(app.dataDir), name);
    expect(fs.statSync(stored).size).toBe(result.size);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1080, height: 810 });

    const [row] = await app.ctx.db.select().from(files).where(eq(files.path, name));
    expect(row).toMatchObject({ userId, type: UploadType.comment, width: 1080, height: 810, size: result.size });

    const served = await app.server.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/webp/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1080, height: 810 });
    const small = await app.server.inject({ method: 'GET', url: `${result.url}?w=360` });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 360, height: 270 });
  });

  it('keeps a picture narrower than 1080 px at its own size', async () => {
    const res = await upload([filePart(await png(400, 300))], { type: UploadType.avatar });
    expect(res.json().result).toMatchObject({ width: 400, height: 300 });
  });

  it.each([
    ['JPEG', () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#CF1322' } }).jpeg().toBuffer()],
    ['WebP', () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#CF1322' } }).webp().toBuffer()],
    ['GIF', () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#CF1322' } }).gif().toBuffer()],
  ])('accepts a %s', async (_format, make) => {
    const res = await upload([filePart(await make(), 'x.bin', 'application/octet-stream')], { type: UploadType.afterSales });
    expect(res.json()).toMatchObject({ code: 0, result: { width: 64, height: 48 } });
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#8A5A00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'YaochuanCam', Copyright: 'secret' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload([filePart(photo, 'photo.jpg', 'image/jpeg')], { type: UploadType.invoice });
    expect(res.json().result).toMatchObject({ width: 200, height: 400 });
    const stored = path.join(mediaDir(app.dataDir), path.basename(res.json().result.url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file named .png with 40014 and HTTP 415, and stores nothing', async () => {
    const [rows, onDisk] = [await fileRows(), mediaFiles()];
    const res = await upload([filePart('just some text, not a picture', 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: ErrorCode.UPLOAD_NOT_IMAGE, message: '请上传 JPG、PNG、WebP 或 GIF 图片', result: null });
    expect(await fileRows()).toBe(rows);
    expect(mediaFiles()).toEqual(onDisk);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a PNG header over broken data', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000400000004000802000000', 'hex'), randomBytes(200)]), 'image/png'],
  ])('refuses %s with 40014', async (_what, data, contentType) => {
    const res = await upload([filePart(data, 'x.png', contentType)]);
    expect(res.json().code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);
  });

  it('refuses a file over 8 MB with 41300 and HTTP 413, and stores nothing', async () => {
    const [rows, onDisk] = [await fileRows(), mediaFiles()];
    const res = await upload([filePart(Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: ErrorCode.PAYLOAD_TOO_LARGE, result: null });
    expect(await fileRows()).toBe(rows);
    expect(mediaFiles()).toEqual(onDisk);
  });

  it('refuses a picture of more pixels than it will decode with 41300', async () => {
    // 8000 x 6000 of one colour compresses to a few kilobytes: a decompression bomb in small.
    const bomb = await png(8000, 6000);
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect((await upload([filePart(bomb)])).json().code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('refuses two files with 41300', async () => {
    const picture = await png(20, 20);
    const res = await upload([filePart(picture), filePart(picture, 'b.png')]);
    expect(res.json().code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers 9999 without a login, and with a login that is not valid', async () => {
    const picture = await png(20, 20);
    for (const loginToken of [null, 'not-a-session']) {
      const res = await upload([filePart(picture)], { token: loginToken });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ErrorCode.SESSION_EXPIRED);
    }
  });

  it.each([['selfie'], ['COMMENT'], ['x'.repeat(60)]])('refuses the upload type %s with 40013', async (type) => {
    const res = await upload([filePart(await png(20, 20))], { type });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.UPLOAD_TYPE_INVALID, message: '不支持的上传类型', result: null });
  });

  it('refuses a form without a file with 40000', async () => {
    const res = await upload([{ name: 'note', data: 'hello' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('refuses a file in another field than `file`, and an empty file, with 40000', async () => {
    const picture = await png(20, 20);
    expect((await upload([{ name: 'image', filename: 'a.png', contentType: 'image/png', data: picture }])).json().code).toBe(ErrorCode.BAD_REQUEST);
    expect((await upload([filePart(Buffer.alloc(0))])).json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('refuses a JSON body with 41500 and malformed multipart with 40000, never a 500', async () => {
    const url = api(fillPath(Paths.fileUpload, { type: UploadType.comment }));
    const json = await app.server.inject({ method: 'POST', url, headers: { [Header.loginToken]: token }, payload: { file: 'x' } });
    expect(json.json().code).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    const noBoundary = await app.server.inject({
      method: 'POST',
      url,
      headers: { [Header.loginToken]: token, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().code).toBe(ErrorCode.BAD_REQUEST);
    const truncated = await app.server.inject({
      method: 'POST',
      url,
      headers: { [Header.loginToken]: token, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('records each upload under the user who made it', async () => {
    const other = await loginAs(app, newPhone());
    const otherId = await userIdOf(other);
    const mine = (await upload([filePart(await png(30, 30))])).json().result as UploadedFile;
    const theirs = (await upload([filePart(await png(30, 30))], { token: other })).json().result as UploadedFile;
    const [mineRow] = await app.ctx.db.select().from(files).where(eq(files.path, path.basename(mine.url)));
    const [theirRow] = await app.ctx.db.select().from(files).where(eq(files.path, path.basename(theirs.url)));
    expect(mineRow!.userId).toBe(userId);
    expect(theirRow!.userId).toBe(otherId);
    expect(mine.url).not.toBe(theirs.url);
  });

  it('caps uploads per user per hour with 42900, and opens again after the hour', async () => {
    const busy = await loginAs(app, newPhone());
    const picture = await png(16, 16);
    for (let i = 0; i < UPLOAD_HOURLY_CAP_PER_USER; i++) {
      expect((await upload([filePart(picture)], { token: busy })).json().code).toBe(0);
    }
    const capped = await upload([filePart(picture)], { token: busy });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await upload([filePart(picture)])).json().code).toBe(0);
    app.clock.advance(HOUR);
    expect((await upload([filePart(picture)], { token: busy })).json().code).toBe(0);
  });

  it('leaves no file on disk when the database refuses the record', async () => {
    const onDisk = mediaFiles();
    const rows = await fileRows();
    // No such user: the foreign key refuses the row after the picture was written aside.
    await expect(storeUpload(app.ctx, { userId: 999_999_999, type: UploadType.comment, data: await png(50, 50) })).rejects.toThrow();
    expect(mediaFiles()).toEqual(onDisk);
    expect(await fileRows()).toBe(rows);
  });

  it('leaves no temporary files in the media folder', () => {
    expect(mediaFiles().filter((f) => !/^u-[0-9a-f]{32}\.webp$/.test(f) && !f.startsWith('.w'))).toEqual([]);
  });
});

describe('POST /api/file/upload/warrantyVideo', () => {
  /** The first bytes of an ISO media file of `brand`, then filler: what the upload judges a video by. */
  const isoMedia = (brand: string, size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), randomBytes(size)]);
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2048)]);

  it('stores MP4, MOV and WebM as sent and serves them whole and by byte range', async () => {
    const owner = await loginAs(app, newPhone());
    const sent = isoMedia('isom');
    const res = await upload([filePart(sent, 'fault.mp4', 'video/mp4')], { type: UploadType.warrantyVideo, token: owner });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().result as UploadedFile;
    expect(stored).toMatchObject({ width: 0, height: 0, size: sent.length });
    expect(stored.url).toMatch(/^\/media\/u-[0-9a-f]{32}\.mp4$/);
    const whole = await app.server.inject({ method: 'GET', url: stored.url });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(sent)).toBe(true);
    const part = await app.server.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${sent.length}`);
    expect(part.rawPayload.equals(sent.subarray(10, 20))).toBe(true);
    expect((await app.server.inject({ method: 'GET', url: stored.url, headers: { range: `bytes=${sent.length + 5}-` } })).statusCode).toBe(416);
    const mov = await upload([filePart(isoMedia('qt  '), 'fault.mov', 'video/quicktime')], { type: UploadType.warrantyVideo, token: owner });
    expect(mov.json().result.url).toMatch(/\.mov$/);
    const asWebm = await upload([filePart(webm, 'fault.webm', 'video/webm')], { type: UploadType.warrantyVideo, token: owner });
    expect(asWebm.json().result.url).toMatch(/\.webm$/);
    expect((await app.server.inject({ method: 'GET', url: '/media/u-missing.mp4' })).statusCode).toBe(404);
  });

  it('takes a video above the pictures’ 8 MB; refuses what is not a video, a video above 20 MB, and a video as a picture', async () => {
    const owner = await loginAs(app, newPhone());
    const nine = await upload([filePart(isoMedia('isom', 9 * 1024 * 1024), 'long.mp4', 'video/mp4')], { type: UploadType.warrantyVideo, token: owner });
    expect(nine.statusCode, nine.body).toBe(200);
    const before = await fileRows();
    const text = await upload([filePart('not a video at all', 'fault.mp4', 'video/mp4')], { type: UploadType.warrantyVideo, token: owner });
    expect(text.json().code).toBe(ErrorCode.UPLOAD_NOT_VIDEO);
    const picture = await upload([filePart(await png(40, 30))], { type: UploadType.warrantyVideo, token: owner });
    expect(picture.json().code).toBe(ErrorCode.UPLOAD_NOT_VIDEO);
    const big = await upload([filePart(isoMedia('isom', 20 * 1024 * 1024), 'long.mp4', 'video/mp4')], { type: UploadType.warrantyVideo, token: owner });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(ErrorCode.UPLOAD_VIDEO_TOO_LARGE);
    const asPicture = await upload([filePart(isoMedia('isom'), 'fault.mp4', 'video/mp4')], { type: UploadType.warranty, token: owner });
    expect(asPicture.json().code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);
    expect(await fileRows()).toBe(before);
  });
});
