/** The product carousel (ui/carousel.tsx: the browser's scroll snapping). */
import { useEffect, useRef } from 'react';
import { Carousel, type CarouselHandle } from '../../../ui/carousel.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { GalleryIndicator } from './gallery-indicator.tsx';

interface ProductSwiperProps {
  pictures: string[];
  alt: string;
  width: number;
}

export function ProductSwiper({ pictures, alt, width }: ProductSwiperProps) {
  const carouselRef = useRef<CarouselHandle>(null);
  const first = pictures[0];
  // A newly chosen SKU puts its picture first: show it (the first mount shows it already).
  const shownFirst = useRef(first);
  useEffect(() => {
    if (shownFirst.current === first) return;
    shownFirst.current = first;
    carouselRef.current?.swipeTo(0);
  }, [first]);
  return (
    <Carousel
      ref={carouselRef}
      loop={pictures.length > 1}
      indicator={(total, current) => <GalleryIndicator total={total} current={current} />}
    >
      {pictures.map((picture, index) => (
        <SizedImage key={`${picture}-${index}`} src={picture} alt={`${alt} 图${index + 1}`} cssWidth={width} priority={index === 0} />
      ))}
    </Carousel>
  );
}
