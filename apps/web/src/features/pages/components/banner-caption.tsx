import type { ModuleImage } from '@emall/contract';
import { luminance } from '../utils/color.ts';
import styles from './banner-caption.module.css';

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
