import { IMAGE_WIDTHS, MEDIA_BASE } from '@emall/contract';
import { imageUrl } from '@emall/domain';
import { useState, type CSSProperties } from 'react';
import styles from './sized-image.module.css';
import { classList } from './class-list';

interface SizedImageProps {
  src: string;
  alt: string;
  /** Width the image takes on screen, CSS pixels: picks the served width. */
  cssWidth: number;
  /** Intrinsic proportions; the box is reserved before the image arrives. Defaults to square. */
  width?: number;
  height?: number;
  /**
   * The proportions are a guess (the API gives none): once the picture is in, the box takes its
   * real ones. Only for pictures below the first screen, where the change shifts nothing in view.
   */
  adaptive?: boolean;
  /** The first screen's hero: loaded eagerly with high priority. */
  priority?: boolean;
  /** `cover` crops to the box (cards); `contain` letterboxes. */
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

/**
 * The screen a server render assumes (a common phone), and the browser too while it hydrates
 * that render, so both draw the same markup; the pictures' srcset lets the browser fetch the
 * size its real screen needs from the first request on.
 */
const SERVER_SCREEN = { width: 375, dpr: 2 };
let hydrating = false;

/** Set by the entry before hydrateRoot (main.tsx), cleared once the page is hydrated (routes.tsx). */
export function setHydrating(on: boolean): void {
  hydrating = on;
}

/** Every served width of a media picture, for the browser to choose from by `sizes`. */
function mediaSrcSet(src: string): string | undefined {
  if (!src.startsWith(`${MEDIA_BASE}/`)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ');
}

/** Every picture of the shop: a reserved box (no layout shift), a sized WebP, lazy unless hero. */
export function SizedImage({
  src,
  alt,
  cssWidth,
  width,
  height,
  adaptive = false,
  priority = false,
  fit = 'cover',
  className,
  style,
}: SizedImageProps) {
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const w = natural?.w ?? (width && width > 0 ? width : 1);
  const h = natural?.h ?? (height && height > 0 ? height : 1);
  const roundedWidth = Math.max(1, Math.round(cssWidth));
  return (
    <span className={classList(styles.box, className)} style={{ aspectRatio: `${w} / ${h}`, ...style }}>
      {src ? (
        <img
          className={styles.img}
          style={{ objectFit: fit }}
          // The browser picks its file from srcSet by `sizes` and its own pixel ratio; src is what
          // one without srcset support shows, the same on the server and in every browser, so it
          // holds no pixel ratio of its own (one read while a later boundary hydrated differed).
          src={imageUrl(src, roundedWidth, SERVER_SCREEN.dpr)}
          srcSet={mediaSrcSet(src)}
          sizes={`${roundedWidth}px`}
          alt={alt}
          width={roundedWidth}
          height={Math.max(1, Math.round((roundedWidth * h) / w))}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
          onLoad={
            adaptive
              ? (e) => {
                  const { naturalWidth, naturalHeight } = e.currentTarget;
                  if (naturalWidth > 0 && naturalHeight > 0) setNatural({ w: naturalWidth, h: naturalHeight });
                }
              : undefined
          }
        />
      ) : null}
    </span>
  );
}

/** The CSS width of the app column (the app is capped at 750 px on wide screens). */
export function viewportWidth(): number {
  if (typeof window === 'undefined' || hydrating) return SERVER_SCREEN.width;
  return Math.min(window.innerWidth || 375, 750);
}
