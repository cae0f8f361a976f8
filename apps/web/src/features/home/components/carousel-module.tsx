import type { PageModule } from '@emall/contract';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { BannerCaption } from './banner-caption.tsx';
import { ImageLink } from './image-link.tsx';
import { useHomeInteractive } from './use-home-interactive.ts';
import styles from './carousel-module.module.css';

interface CarouselModuleProps {
  module: PageModule;
  width: number;
  /** The page's first module: its first slide is the LCP hero. */
  isHero: boolean;
}

export function CarouselModule({ module, width, isHero }: CarouselModuleProps) {
  const interactive = useHomeInteractive();
  const images = module.images.filter((img) => img.picture);
  const first = images[0];
  if (!first) return null;
  const ratio = { width: first.width || 750, height: first.height || 360 };
  const alt = module.colName || '活动';
  return (
    <div className={styles.frame} style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}>
      {interactive ? (
        <interactive.SwiperCarousel images={images} alt={alt} width={width} ratio={ratio} isHero={isHero} />
      ) : (
        // Until the swiper code is in: the first slide, same box, same picture.
        <ImageLink image={first} className={styles.slide}>
          <SizedImage src={first.picture} alt={first.title || alt} cssWidth={width} width={ratio.width} height={ratio.height} priority={isHero} />
          <BannerCaption image={first} />
        </ImageLink>
      )}
    </div>
  );
}
