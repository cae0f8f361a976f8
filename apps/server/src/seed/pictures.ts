import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSharp } from '../lib/sharp.ts';
import { serverDir } from '../server-dir.ts';

/**
 * Demo pictures drawn here, so the shop needs no image downloads: a soft gradient studio
 * backdrop with a flat illustration of the product. No text, so no font is needed.
 */
export type Motif =
  | 'car'
  | 'backpack'
  | 'cup'
  | 'cap'
  | 'jacket'
  | 'gift'
  | 'umbrella'
  | 'tent'
  | 'diffuser'
  | 'powerbank'
  | 'sunshade'
  | 'storage'
  | 'charger'
  | 'wheel'
  | 'stars'
  | 'signal'
  | 'chip'
  | 'wrench'
  | 'ticket'
  | 'sound'
  | 'landscape'
  | 'key'
  | 'card'
  | 'keychain'
  | 'avatar'
  | 'snowflake'
  | 'coupon';

export interface PictureSpec {
  file: string;
  motif: Motif;
  /** Two backdrop colours, light to deeper. */
  palette: readonly [string, string];
  /** Colour of the product itself. */
  ink: string;
  width: number;
  height: number;
  /** Zoom of the motif (1 fills about 60% of the short side). */
  scale?: number;
}

/** Motifs are drawn in a 200×200 box centred on the picture. */
const motifs: Record<Motif, (ink: string) => string> = {
  car: (c) => `
    <path d="M20 128 Q24 104 52 98 L74 74 Q84 64 100 64 L138 64 Q154 64 164 78 L178 98 Q194 102 194 124 L194 136 Q194 142 188 142 L12 142 Q8 142 10 136 Z" fill="${c}"/>
    <path d="M80 80 L100 72 L136 72 Q148 72 156 84 L164 96 L72 96 Z" fill="#fff" opacity=".55"/>
    <circle cx="58" cy="142" r="20" fill="#222"/><circle cx="58" cy="142" r="9" fill="#ddd"/>
    <circle cx="154" cy="142" r="20" fill="#222"/><circle cx="154" cy="142" r="9" fill="#ddd"/>
    <rect x="176" y="110" width="16" height="6" rx="3" fill="#fff" opacity=".8"/>`,
  backpack: (c) => `
    <path d="M70 50 Q70 30 100 30 Q130 30 130 50" stroke="${c}" stroke-width="10" fill="none"/>
    <rect x="48" y="48" width="104" height="130" rx="34" fill="${c}"/>
    <rect x="66" y="112" width="68" height="48" rx="12" fill="#fff" opacity=".3"/>
    <rect x="90" y="104" width="20" height="10" rx="4" fill="#fff" opacity=".7"/>`,
  cup: (c) => `
    <rect x="62" y="36" width="76" height="18" rx="8" fill="#333"/>
    <path d="M64 54 L136 54 L130 176 Q130 184 120 184 L80 184 Q70 184 70 176 Z" fill="${c}"/>
    <rect x="74" y="96" width="52" height="40" rx="10" fill="#fff" opacity=".35"/>`,
  cap: (c) => `
    <path d="M36 128 Q36 60 100 60 Q164 60 164 128 Z" fill="${c}"/>
    <path d="M120 128 Q176 122 196 140 Q170 148 120 140 Z" fill="${c}" opacity=".8"/>
    <circle cx="100" cy="60" r="7" fill="#fff" opacity=".8"/>
    <path d="M100 62 L100 128" stroke="#fff" stroke-width="3" opacity=".35"/>`,
  jacket: (c) => `
    <path d="M70 40 L130 40 L176 72 L164 110 L146 100 L146 180 L54 180 L54 100 L36 110 L24 72 Z" fill="${c}"/>
    <path d="M100 44 L100 180" stroke="#fff" stroke-width="4" opacity=".6"/>
    <path d="M80 40 Q100 64 120 40" fill="#fff" opacity=".35"/>`,
  gift: (c) => `
    <rect x="40" y="84" width="120" height="96" rx="10" fill="${c}"/>
    <rect x="32" y="64" width="136" height="30" rx="8" fill="${c}"/>
    <rect x="92" y="64" width="16" height="116" fill="#fff" opacity=".75"/>
    <path d="M100 64 Q70 30 62 52 Q58 66 100 64 Q142 66 138 52 Q130 30 100 64" fill="#fff" opacity=".85"/>`,
  umbrella: (c) => `
    <path d="M20 100 Q100 10 180 100 Q160 90 140 100 Q120 90 100 100 Q80 90 60 100 Q40 90 20 100 Z" fill="${c}"/>
    <path d="M100 100 L100 170 Q100 186 86 186 Q74 186 74 172" stroke="#333" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  tent: (c) => `
    <path d="M100 30 L186 170 L14 170 Z" fill="${c}"/>
    <path d="M100 70 L132 170 L68 170 Z" fill="#fff" opacity=".45"/>
    <path d="M6 172 L194 172" stroke="#333" stroke-width="5" stroke-linecap="round"/>`,
  diffuser: (c) => `
    <path d="M70 80 Q70 60 100 60 Q130 60 130 80 L140 176 L60 176 Z" fill="${c}"/>
    <rect x="88" y="40" width="24" height="22" rx="6" fill="#333"/>
    <path d="M92 34 Q84 20 96 10 M108 34 Q118 22 108 8" stroke="${c}" stroke-width="5" fill="none" opacity=".6" stroke-linecap="round"/>
    <circle cx="100" cy="130" r="16" fill="#fff" opacity=".5"/>`,
  powerbank: (c) => `
    <rect x="50" y="40" width="100" height="140" rx="18" fill="${c}"/>
    <path d="M108 70 L84 114 L102 114 L92 152 L120 102 L102 102 Z" fill="#fff" opacity=".9"/>
    <rect x="84" y="30" width="32" height="12" rx="4" fill="#333"/>`,
  sunshade: (c) => `
    <rect x="24" y="50" width="152" height="100" rx="16" fill="#333" opacity=".15"/>
    <path d="M30 56 L170 56 L170 96 Q100 120 30 96 Z" fill="${c}"/>
    <path d="M30 70 L170 70 M30 84 L170 84" stroke="#fff" stroke-width="3" opacity=".4"/>`,
  storage: (c) => `
    <path d="M30 80 L170 80 L160 176 L40 176 Z" fill="${c}"/>
    <rect x="24" y="62" width="152" height="22" rx="6" fill="${c}"/>
    <rect x="84" y="110" width="32" height="12" rx="6" fill="#fff" opacity=".7"/>`,
  charger: (c) => `
    <rect x="56" y="24" width="88" height="120" rx="20" fill="${c}"/>
    <circle cx="100" cy="70" r="22" fill="#fff" opacity=".85"/>
    <path d="M104 56 L92 74 L102 74 L96 88 L110 68 L100 68 Z" fill="${c}"/>
    <path d="M100 144 Q100 176 130 176 Q160 176 160 150" stroke="#333" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="150" y="130" width="22" height="26" rx="6" fill="#333"/>`,
  wheel: (c) => `
    <circle cx="100" cy="100" r="84" fill="#222"/>
    <circle cx="100" cy="100" r="60" fill="${c}"/>
    ${[0, 72, 144, 216, 288].map((a) => `<rect x="94" y="44" width="12" height="56" rx="6" fill="#fff" opacity=".85" transform="rotate(${a} 100 100)"/>`).join('')}
    <circle cx="100" cy="100" r="14" fill="#fff"/>`,
  stars: (c) => `
    <rect x="10" y="30" width="180" height="140" rx="20" fill="#101830"/>
    ${[[40, 60, 4], [80, 90, 3], [130, 56, 5], [160, 100, 3], [60, 130, 4], [110, 120, 6], [150, 146, 3], [34, 100, 2]]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
      .join('')}
    <path d="M110 108 L113 117 L122 120 L113 123 L110 132 L107 123 L98 120 L107 117 Z" fill="#fff"/>`,
  signal: (c) => `
    ${[0, 1, 2, 3].map((i) => `<rect x="${38 + i * 34}" y="${150 - i * 34}" width="24" height="${20 + i * 34}" rx="6" fill="${c}" opacity="${0.55 + i * 0.15}"/>`).join('')}
    <path d="M150 40 Q176 60 176 86 M140 54 Q158 66 158 86" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  chip: (c) => `
    <rect x="52" y="52" width="96" height="96" rx="14" fill="${c}"/>
    <rect x="76" y="76" width="48" height="48" rx="8" fill="#fff" opacity=".8"/>
    ${[64, 88, 112, 136]
      .map((p) => `<rect x="${p - 3}" y="34" width="6" height="18" rx="3" fill="${c}"/><rect x="${p - 3}" y="148" width="6" height="18" rx="3" fill="${c}"/><rect x="34" y="${p - 3}" width="18" height="6" rx="3" fill="${c}"/><rect x="148" y="${p - 3}" width="18" height="6" rx="3" fill="${c}"/>`)
      .join('')}`,
  wrench: (c) => `
    <path d="M140 30 A36 36 0 0 0 112 84 L40 156 Q30 168 42 178 Q52 188 62 176 L134 104 A36 36 0 0 0 180 64 L156 80 L132 70 L124 46 Z" fill="${c}"/>
    <circle cx="52" cy="166" r="6" fill="#fff"/>`,
  ticket: (c) => `
    <path d="M20 60 L180 60 L180 86 Q166 100 180 114 L180 140 L20 140 L20 114 Q34 100 20 86 Z" fill="${c}"/>
    <path d="M130 64 L130 136" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" opacity=".8"/>
    <circle cx="76" cy="100" r="20" fill="#fff" opacity=".75"/>`,
  sound: (c) => `
    ${[20, 44, 68, 92, 116, 140, 164].map((x, i) => {
      const h = [40, 90, 130, 160, 120, 80, 50][i] ?? 40;
      return `<rect x="${x}" y="${100 - h / 2}" width="16" height="${h}" rx="8" fill="${c}" opacity="${0.6 + (i % 3) * 0.15}"/>`;
    }).join('')}`,
  landscape: (c) => `
    <rect x="40" y="16" width="120" height="168" rx="18" fill="#222"/>
    <rect x="48" y="26" width="104" height="148" rx="10" fill="${c}"/>
    <circle cx="124" cy="62" r="14" fill="#fff" opacity=".9"/>
    <path d="M48 150 L84 96 L108 130 L124 112 L152 150 L152 174 L48 174 Z" fill="#fff" opacity=".55"/>`,
  key: (c) => `
    <rect x="62" y="20" width="76" height="140" rx="38" fill="${c}"/>
    <circle cx="100" cy="66" r="14" fill="#fff" opacity=".8"/>
    <rect x="84" y="100" width="32" height="10" rx="5" fill="#fff" opacity=".6"/>
    <rect x="84" y="118" width="32" height="10" rx="5" fill="#fff" opacity=".6"/>
    <path d="M100 160 L100 186" stroke="#333" stroke-width="8" stroke-linecap="round"/>`,
  card: (c) => `
    <rect x="22" y="48" width="156" height="104" rx="14" fill="${c}"/>
    <rect x="38" y="70" width="30" height="22" rx="4" fill="#f3d36b"/>
    <path d="M140 74 L124 102 L136 102 L128 128 L150 96 L138 96 Z" fill="#fff" opacity=".9"/>
    <rect x="38" y="120" width="70" height="8" rx="4" fill="#fff" opacity=".6"/>`,
  keychain: (c) => `
    <circle cx="100" cy="56" r="26" stroke="#999" stroke-width="8" fill="none"/>
    <rect x="64" y="86" width="72" height="96" rx="20" fill="${c}"/>
    <circle cx="100" cy="134" r="16" fill="#fff" opacity=".7"/>`,
  avatar: (c) => `
    <circle cx="100" cy="100" r="96" fill="${c}" opacity=".25"/>
    <circle cx="100" cy="78" r="36" fill="${c}"/>
    <path d="M36 176 Q40 120 100 120 Q160 120 164 176 Z" fill="${c}"/>`,
  snowflake: (c) => `
    ${[0, 60, 120].map((a) => `<g transform="rotate(${a} 100 100)"><rect x="94" y="14" width="12" height="172" rx="6" fill="${c}"/>
      <path d="M100 44 L80 24 M100 44 L120 24 M100 156 L80 176 M100 156 L120 176" stroke="${c}" stroke-width="10" stroke-linecap="round"/></g>`).join('')}
    <circle cx="100" cy="100" r="16" fill="#fff" opacity=".85"/>`,
  coupon: (c) => `
    <path d="M16 56 L184 56 L184 84 Q168 100 184 116 L184 144 L16 144 L16 116 Q32 100 16 84 Z" fill="${c}"/>
    <path d="M128 60 L128 140" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" opacity=".8"/>
    <path d="M50 124 L94 76" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="54" cy="82" r="10" fill="#fff"/><circle cx="90" cy="118" r="10" fill="#fff"/>
    <circle cx="156" cy="100" r="12" fill="#fff" opacity=".7"/>`,
};

function svgOf(spec: PictureSpec): string {
  const { width: w, height: h, palette, ink, motif } = spec;
  const size = Math.min(w, h) * 0.6 * (spec.scale ?? 1);
  const x = (w - size) / 2;
  const y = (h - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${size * 0.03}" stdDeviation="${size * 0.03}" flood-opacity=".22"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.12}" r="${Math.min(w, h) * 0.28}" fill="#fff" opacity=".18"/>
  <circle cx="${w * 0.1}" cy="${h * 0.92}" r="${Math.min(w, h) * 0.22}" fill="#fff" opacity=".14"/>
  <ellipse cx="${w / 2}" cy="${h * 0.48}" rx="${size * 0.75}" ry="${size * 0.7}" fill="url(#glow)"/>
  <ellipse cx="${w / 2}" cy="${y + size * 0.97}" rx="${size * 0.42}" ry="${size * 0.05}" fill="#000" opacity=".12"/>
  <g transform="translate(${x} ${y}) scale(${size / 200})" filter="url(#shadow)">${motifs[motif](ink)}</g>
</svg>`;
}

/**
 * Drawn pictures by content, shared by every data folder on the machine: a second database (the
 * tests', the journeys' servers, a fresh `npm start`) copies its pictures instead of drawing them
 * again, which took about 30 s on the 2-core machine.
 */
const CACHE_DIR = process.env.PICTURE_CACHE_DIR ?? path.join(os.tmpdir(), 'emall-pictures');

/** Moves a file into place whole: instances sharing a folder may write the same picture at once. */
async function writeWhole(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await write(temp);
  await fs.rename(temp, target);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The demo's pictures as drawn, kept in the repository by the hash of their drawing
 * (`npm run draw:pictures` writes them): a fresh machine's first start, and CI's, copies them
 * instead of spending ~40 s of CPU drawing them. A drawing changed without them is drawn at
 * start as before; seed-pictures.test.ts fails until they are written again.
 */
export const SEED_PICTURES_DIR = path.join(serverDir, 'seed-pictures');

/** A picture's file name: the hash of its drawing. */
export const pictureName = (spec: PictureSpec): string => `${createHash('sha256').update(svgOf(spec)).digest('hex').slice(0, 32)}.webp`;

async function drawPicture(spec: PictureSpec, target: string): Promise<void> {
  await writeWhole(target, async (temp) => (await loadSharp())(Buffer.from(svgOf(spec))).webp({ quality: 82 }).toFile(temp));
}

/** The picture's bytes: the repository's, or the cache's, drawn first if nobody has drawn it yet. */
async function cachedPicture(spec: PictureSpec): Promise<string> {
  const name = pictureName(spec);
  const kept = path.join(SEED_PICTURES_DIR, name);
  if (await exists(kept)) return kept;
  const cached = path.join(CACHE_DIR, name);
  if (!(await exists(cached))) await drawPicture(spec, cached);
  return cached;
}

/** Writes the repository's pictures for `specs` afresh and removes those no spec draws any more. */
export async function keepSeedPictures(specs: readonly PictureSpec[]): Promise<{ written: number; removed: number }> {
  await fs.mkdir(SEED_PICTURES_DIR, { recursive: true });
  const names = new Set(specs.map(pictureName));
  const present = new Set(await fs.readdir(SEED_PICTURES_DIR));
  let written = 0;
  for (const spec of specs) {
    const name = pictureName(spec);
    if (present.has(name)) continue;
    present.add(name);
    await drawPicture(spec, path.join(SEED_PICTURES_DIR, name));
    written++;
  }
  const stale = [...present].filter((name) => !names.has(name));
  await Promise.all(stale.map((name) => fs.rm(path.join(SEED_PICTURES_DIR, name))));
  return { written, removed: stale.length };
}

/** Writes each picture that is not there yet; returns how many were written. */
export async function drawPictures(dir: string, specs: readonly PictureSpec[], concurrency = 4): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  await fs.mkdir(CACHE_DIR, { recursive: true });
  let drawn = 0;
  const queue = [...specs];
  async function worker() {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const target = path.join(dir, spec.file);
      if (await exists(target)) continue;
      const cached = await cachedPicture(spec);
      await writeWhole(target, (temp) => fs.copyFile(cached, temp));
      drawn++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return drawn;
}
