import type { ModuleImage } from '@emall/contract';
import { Carousel } from '../../../ui/carousel.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { BannerCaption } from './banner-caption.tsx';
import { ImageLink } from './image-link.tsx';
import styles from './carousel-module.module.css';

interface SwiperCarouselProps {
  images: ModuleImage[];
  alt: string;
  width: number;
  ratio: { width: number; height: number };
  isHero: boolean;
}

/**
 * The carousel proper: autoplay every 5 s (§9), looping, with an indicator. A device that asks for
 * less motion turns it by hand only (WCAG 2.2.2, ui/carousel.tsx).
 * @public loaded through home-interactive.tsx's dynamic import, which knip cannot follow.
 */
export function SwiperCarousel({ images, alt, width, ratio, isHero }: SwiperCarouselProps) {
  return (
    <Carousel autoplay loop indicatorClassName={styles.indicator}>
      {images.map((image, index) => (
        <ImageLink key={`${image.picture}-${index}`} image={image} className={styles.slide}>
          <SizedImage
            src={image.picture}
            alt={image.title || alt}
            cssWidth={width}
            width={ratio.width}
            height={ratio.height}
            priority={isHero && index === 0}
          />
          <BannerCaption image={image} />
        </ImageLink>
      ))}
    </Carousel>
  );
}
