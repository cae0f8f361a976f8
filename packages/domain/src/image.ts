import { IMAGE_WIDTHS, MEDIA_BASE } from '@emall/contract';

/** The smallest served width covering `cssWidth × dpr` pixels, or the largest one. */
export function pickImageWidth(cssWidth: number, dpr = 1): number {
  const needed = cssWidth * dpr;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  return IMAGE_WIDTHS.find((w) => w >= needed) ?? largest;
}

/** Asks the image endpoint for a fitting width; srcs outside MEDIA_BASE pass unchanged. */
export function imageUrl(src: string, cssWidth: number, dpr = 1): string {
  if (!src.startsWith(`${MEDIA_BASE}/`)) return src;
  const width = pickImageWidth(cssWidth, dpr);
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const rest = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  if (queryAt === -1) return `${rest}?w=${width}${hash}`;
  const path = rest.slice(0, queryAt);
  const params = rest
    .slice(queryAt + 1)
    .split('&')
    .filter((p) => p !== '' && p !== 'w' && !p.startsWith('w='));
  params.push(`w=${width}`);
  return `${path}?${params.join('&')}${hash}`;
}
