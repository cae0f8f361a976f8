import type { ModuleImage } from '@emall/contract';
import styles from './banner-caption.module.css';

// Relative luminance of a #rgb/#rrggbb colour; null for anything else.
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A banner's title and subtitle over its picture, on a scrim that keeps the configured colours readable. */
export function BannerCaption({ image }: { image: ModuleImage }) {
  if (!image.title && !image.subTitle) return null;
  const titleColor = image.color || '#FFFFFF';
  const darkText = (luminance(titleColor) ?? 1) < 0.4;
  return (
    <span className={`${styles.caption} ${darkText ? styles.onLight : styles.onDark}`} aria-hidden="true">
      {image.title ? (
        <span className={styles.title} style={{ color: titleColor }}>
          {image.title}
        </span>
      ) : null}
      {image.subTitle ? (
        <span className={styles.subTitle} style={{ color: image.subColor || titleColor }}>
          {image.subTitle}
        </span>
      ) : null}
    </span>
  );
}
