import { Swiper, type SwiperRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { SizedImage, viewportWidth } from '../../../ui/sized-image.tsx';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  pictures: string[];
  alt: string;
}

/** The product pictures, square, with an n/m page indicator. */
export function ProductGallery({ pictures, alt }: ProductGalleryProps) {
  const swiperRef = useRef<SwiperRef>(null);
  const first = pictures[0];
  // A newly chosen SKU puts its picture first: show it.
  useEffect(() => {
    swiperRef.current?.swipeTo(0);
  }, [first]);
  const width = viewportWidth();
  if (pictures.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <Swiper
        ref={swiperRef}
        loop={pictures.length > 1}
        indicator={(total, current) =>
          total > 1 ? (
            <div className={styles.indicator} aria-label={`第${current + 1}张,共${total}张`}>
              {current + 1}/{total}
            </div>
          ) : null
        }
      >
        {pictures.map((picture, index) => (
          <Swiper.Item key={`${picture}-${index}`}>
            <SizedImage src={picture} alt={`${alt} 图${index + 1}`} cssWidth={width} priority={index === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
