import { UiText } from '@emall/contract';
import type { PageModule } from '@emall/contract';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { ImageLink } from './image-link.tsx';
import styles from './multi-image-module.module.css';

const GAP = 8;

/** 2 or 4 pictures sit two a row; 3, 5 and more three a row. */
function columnsFor(count: number): number {
  return count === 2 || count === 4 ? 2 : 3;
}

export function MultiImageModule({ module, width }: { module: PageModule; width: number }) {
  const images = module.images.filter((img) => img.picture);
  if (images.length === 0) return null;
  if (images.length === 1) {
    const only = images[0];
    if (!only) return null;
    return (
      <ImageLink image={only} className={styles.item}>
        <SizedImage src={only.picture} alt={only.title || module.colName} cssWidth={width} width={only.width || 1} height={only.height || 1} />
      </ImageLink>
    );
  }
  const columns = columnsFor(images.length);
  const cellWidth = (width - GAP * (columns - 1)) / columns;
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}>
      {images.map((image, index) => (
        <ImageLink key={`${image.picture}-${index}`} image={image} className={styles.item}>
          <SizedImage
            src={image.picture}
            alt={image.title || module.colName || UiText.activity}
            cssWidth={cellWidth}
            width={image.width || 1}
            height={image.height || 1}
          />
          {image.title ? (
            // The picture's alt already names the link.
            <span className={styles.caption} style={image.color ? { color: image.color } : undefined} aria-hidden="true">
              {image.title}
            </span>
          ) : null}
        </ImageLink>
      ))}
    </div>
  );
}
