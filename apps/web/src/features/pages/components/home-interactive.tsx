/**
 * The home's gesture-driven parts: the carousel (ui/carousel.tsx: the browser's scroll snapping,
 * with autoplay and loop) and pull-to-refresh (the shop's own light one, ui/pull-refresh.tsx:
 * touch events and a CSS transition, the one the lists use). Loaded right after the entry, in
 * parallel with the page data, so they stay off the critical path of the first paint (see
 * use-home-interactive.ts).
 */
/** @public use-home-interactive.ts imports this module dynamically, which knip cannot follow. */
export { PullRefresh } from '../../../ui/pull-refresh.tsx';
/** @public */
export { SwiperCarousel } from './swiper-carousel.tsx';
