import fs from 'node:fs';
import path from 'node:path';

/** A chunk of the web build's Vite manifest (dist/.vite/manifest.json): its file, source, imports and stylesheets. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

const byFile = new Map<string, ViteManifest | null>();

/**
 * The web build's manifest, read once per build folder (the page renderer's boot script, inline
 * stylesheets' order and route heads all read it); null for a build without one.
 */
export function viteManifest(webRoot: string): ViteManifest | null {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let manifest = byFile.get(file);
  if (manifest === undefined) {
    manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : null;
    byFile.set(file, manifest);
  }
  return manifest;
}

/** The built chunk of one of the build's entries, by its source (`src/boot.ts`). */
export function entryChunk(manifest: ViteManifest, src: string): ManifestChunk | undefined {
  return Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === src);
}
