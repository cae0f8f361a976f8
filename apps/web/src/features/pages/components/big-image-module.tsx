import { UiText } from '@emall/contract';
import type { PageModule } from '@emall/contract';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { BannerCaption } from './banner-caption.tsx';
import { ImageLink } from './image-link.tsx';
import styles from './big-image-module.module.css';

export function BigImageModule({ module, width, isHero }: { module: PageModule; width: number; isHero: boolean }) {
  const images = module.images.filter((img) => img.picture);
  if (images.length === 0) return null;
  return (
    <div className={styles.stack}>
      {images.map((image, index) => (
        <ImageLink key={`${image.picture}-${index}`} image={image} className={styles.item}>
          <SizedImage
            src={image.picture}
            alt={image.title || module.colName || UiText.activity}
            cssWidth={width}
            width={image.width || 750}
            height={image.height || 400}
            priority={isHero && index === 0}
          />
          <BannerCaption image={image} />
        </ImageLink>
      ))}
    </div>
  );
}
