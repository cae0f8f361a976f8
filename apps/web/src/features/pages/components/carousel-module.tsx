import { UiText } from '@emall/contract';
import type { PageModule } from '@emall/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { BannerCaption } from './banner-caption.tsx';
import { ImageLink } from './image-link.tsx';
import { NoTabSwipe } from './tabs/no-tab-swipe.tsx';
import { useHomeInteractive } from './use-home-interactive.ts';
import styles from './carousel-module.module.css';

/** The favourites page (§2 /store/favor/list), opened from the heart-collection entry. */
const FAVOURITES_PATH = '/store/favor/list';

interface CarouselModuleProps {
  module: PageModule;
  width: number;
  /** The page's first module: its first slide is the LCP hero. */
  isHero: boolean;
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M8 14 2.6 8.8A3.3 3.3 0 0 1 7.3 4.1L8 4.8l.7-.7a3.3 3.3 0 0 1 4.7 4.7z" fill="currentColor" />
    </svg>
  );
}

/** The elect swiper (§2): slides every 5 s, with the heart-collection entry to the favourites. */
export function CarouselModule({ module, width, isHero }: CarouselModuleProps) {
  const interactive = useHomeInteractive();
  const images = module.images.filter((img) => img.picture);
  const first = images[0];
  if (!first) return null;
  const ratio = { width: first.width || 750, height: first.height || 360 };
  const alt = module.colName || UiText.activity;
  return (
    <NoTabSwipe>
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
        <Link className={styles.favourites} to={FAVOURITES_PATH}>
          <HeartIcon />
          我的收藏
        </Link>
      </div>
    </NoTabSwipe>
  );
}
