import { SizedImage, viewportWidth } from '../../../ui/sized-image.tsx';
import { GalleryIndicator } from './gallery-indicator.tsx';
import { useProductSwiper } from './use-product-swiper.ts';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  pictures: string[];
  alt: string;
}

/**
 * The product pictures, square, with an n/m page indicator. Until the carousel's code is in (a
 * client navigation), the first picture in the same box, as the home's hero is.
 */
export function ProductGallery({ pictures, alt }: ProductGalleryProps) {
  const interactive = useProductSwiper();
  const width = viewportWidth();
  const first = pictures[0];
  if (first === undefined) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      {interactive ? (
        <interactive.ProductSwiper pictures={pictures} alt={alt} width={width} />
      ) : (
        <>
          <SizedImage src={first} alt={`${alt} 图1`} cssWidth={width} priority />
          <GalleryIndicator total={pictures.length} current={0} />
        </>
      )}
    </div>
  );
}
