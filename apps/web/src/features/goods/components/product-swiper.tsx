/**
 * The product carousel with antd-mobile's Swiper and the spring and gesture libraries under it,
 * loaded after the page (see use-product-swiper.ts): the first picture is drawn plain until then.
 */
import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { useEffect, useRef } from 'react';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { GalleryIndicator } from './gallery-indicator.tsx';

interface ProductSwiperProps {
  pictures: string[];
  alt: string;
  width: number;
}

/** @public use-product-swiper.ts imports this module dynamically, which knip cannot follow. */
export function ProductSwiper({ pictures, alt, width }: ProductSwiperProps) {
  const swiperRef = useRef<SwiperRef>(null);
  const first = pictures[0];
  // A newly chosen SKU puts its picture first: show it.
  useEffect(() => {
    swiperRef.current?.swipeTo(0);
  }, [first]);
  return (
    <Swiper
      ref={swiperRef}
      loop={pictures.length > 1}
      indicator={(total, current) => <GalleryIndicator total={total} current={current} />}
    >
      {pictures.map((picture, index) => (
        <Swiper.Item key={`${picture}-${index}`}>
          <SizedImage src={picture} alt={`${alt} 图${index + 1}`} cssWidth={width} priority={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
