// The shop's carousel on the browser's own scrolling (scroll snapping) instead of antd-mobile's
// Swiper, whose spring and gesture libraries (32 KB gz) rendered in one piece of work React cannot
// split while the home and the product hydrate (issue 16). It keeps what the Swiper gave: autoplay
// that pauses while touched, loop, antd-mobile's indicator markup, the index callback, `swipeTo`.
import PageIndicator from 'antd-mobile/es/components/page-indicator';
import { SWIPER_AUTOPLAY_MS } from '@emall/contract';
import { Children, isValidElement, startTransition, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { classList } from './class-list';
import styles from './carousel.module.css';

export interface CarouselHandle {
  /** Scrolls to the slide (animated unless the device asks for less motion). */
  swipeTo(index: number): void;
}

interface CarouselProps {
  /** One slide per child. */
  children: ReactNode;
  /** The last slide leads to the first and the first back to the last. */
  loop?: boolean;
  /** Moves on every `autoplayInterval` ms; pauses while touched; never for reduced motion (WCAG 2.2.2). */
  autoplay?: boolean;
  autoplayInterval?: number;
  /** Replaces the dots (antd-mobile's PageIndicator, none for a single slide); `false` for none. */
  indicator?: false | ((total: number, current: number) => ReactNode);
  /** On the dots (`.adm-page-indicator`), for their colours and sizes. */
  indicatorClassName?: string;
  onIndexChange?: (index: number) => void;
  className?: string;
  ref?: Ref<CarouselHandle>;
}

/** How long the scrolling must rest before a landing on a cloned slide is put back on the real one. */
const SETTLE_MS = 120;

/** Scrolls the track, animated if asked; old webviews without Element.scrollTo jump there. */
function scrollTrack(track: HTMLElement, left: number, animated: boolean): void {
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: animated ? 'smooth' : 'instant' });
  else track.scrollLeft = left;
}

/**
 * Slides side by side in a horizontally scrolling track that snaps slide by slide. Looping puts a
 * copy of the last slide before the first and of the first after the last (inert, hidden from
 * assistive technology) once mounted — the server's markup and the hydrating render hold the real
 * slides only — and a rest on a copy is moved without animation to the slide it copies.
 */
export function Carousel({
  children,
  loop = false,
  autoplay = false,
  autoplayInterval = SWIPER_AUTOPLAY_MS,
  indicator,
  indicatorClassName,
  onIndexChange,
  className,
  ref,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [touched, setTouched] = useState(false);
  // False on the server and in the first render, which hydrates the server's markup; true once
  // mounted, in a transition: React draws the copies in slices of their own, not in one synchronous
  // render right after hydration, as a store whose client snapshot differs from the server's forces
  // (the product's longest task after the paint, issue 16). Drawn in the browser (a client
  // navigation), the first commit shows the first slide where the copies then keep it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  const looping = loop && total > 1 && mounted;
  const offset = looping ? 1 : 0;
  const current = Math.min(index, Math.max(total - 1, 0));
  const live = useRef({ current, offset, total, touched, onIndexChange });
  useLayoutEffect(() => {
    live.current = { current, offset, total, touched, onIndexChange };
  });
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // The copy put before the first slide moves every slide one width on: the view stays where it was.
  // So on a new width (a turned phone; a track first laid out hidden, zero wide, in a tab pane).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let width = track.clientWidth;
    const place = () => {
      track.scrollLeft = (live.current.current + live.current.offset) * width;
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (track.clientWidth === width) return;
      width = track.clientWidth;
      place();
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, [offset]);

  const settle = (): void => {
    const track = trackRef.current;
    const { offset: shift, total: count, touched: holding } = live.current;
    const width = track?.clientWidth ?? 0;
    if (!track || shift === 0 || holding || width === 0) return;
    const position = Math.round(track.scrollLeft / width);
    if (Math.abs(track.scrollLeft - position * width) > 1) return;
    if (position === 0) track.scrollLeft = count * width;
    else if (position === count + 1) track.scrollLeft = width;
  };

  const onScroll = (): void => {
    const track = trackRef.current;
    const width = track?.clientWidth ?? 0;
    const { current: shown, offset: shift, total: count } = live.current;
    if (!track || width === 0 || count === 0) return;
    const next = (((Math.round(track.scrollLeft / width) - shift) % count) + count) % count;
    if (next !== shown) {
      live.current.current = next;
      setIndex(next);
      live.current.onIndexChange?.(next);
    }
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, SETTLE_MS);
  };

  const onTouchStart = (): void => {
    live.current.touched = true;
    setTouched(true);
    clearTimeout(settleTimer.current);
  };

  const onTouchEnd = (): void => {
    live.current.touched = false;
    setTouched(false);
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, SETTLE_MS);
  };

  useImperativeHandle(ref, () => ({
    swipeTo(to: number) {
      const track = trackRef.current;
      if (track) scrollTrack(track, (to + offset) * track.clientWidth, !prefersReducedMotion());
    },
  }), [offset]);

  // The next slide after each interval, counted again from every change of slide and every release.
  useEffect(() => {
    if (!autoplay || total < 2 || touched || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const next = offset === 1 || current + 1 < total ? current + 1 : 0;
      scrollTrack(track, (next + offset) * track.clientWidth, true);
    }, autoplayInterval);
    return () => clearTimeout(timer);
  }, [autoplay, autoplayInterval, total, touched, current, offset]);

  const copy = (slide: ReactNode, key: string) => (
    <div key={key} className={styles.slide} aria-hidden="true" inert>
      {slide}
    </div>
  );
  let indicatorNode: ReactNode = null;
  if (typeof indicator === 'function') indicatorNode = indicator(total, current);
  else if (indicator !== false && total > 1) {
    indicatorNode = (
      <div className={classList('adm-swiper-indicator', styles.indicator)}>
        <PageIndicator total={total} current={current} className={indicatorClassName} />
      </div>
    );
  }
  return (
    <div className={classList('adm-swiper', 'adm-swiper-horizontal', styles.carousel, className)}>
      <div
        ref={trackRef}
        className="snap-row"
        // Reachable by keyboard (its arrows scroll it) where the slides hold nothing focusable.
        tabIndex={0}
        onScroll={onScroll}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        {looping ? copy(slides[total - 1], 'copy-of-last') : null}
        {slides.map((slide, i) => (
          <div key={isValidElement(slide) && slide.key !== null ? slide.key : i} className={styles.slide}>
            {slide}
          </div>
        ))}
        {looping ? copy(slides[0], 'copy-of-first') : null}
      </div>
      {indicatorNode}
    </div>
  );
}
