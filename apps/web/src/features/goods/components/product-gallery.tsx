import { viewportWidth } from '../../../ui/sized-image.tsx';
import { ProductSwiper } from './product-swiper.tsx';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  pictures: string[];
  alt: string;
}

/**
 * The product pictures, square, with an n/m page indicator, in the scroll-snapping carousel. Its
 * code (~1 KB gz) comes with the page's own chunk: loaded apart, it was one more file and one more
 * task the browser waited for before hydrating a rendered product page (issue 16).
 */
export function ProductGallery({ pictures, alt }: ProductGalleryProps) {
  if (pictures.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <ProductSwiper pictures={pictures} alt={alt} width={viewportWidth()} />
    </div>
  );
}
