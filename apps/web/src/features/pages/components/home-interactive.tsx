/**
 * The home's gesture-driven parts (carousel swiping, pull-to-refresh) and the animation and
 * gesture libraries under them. Loaded right after the entry, in parallel with the page data,
 * so they stay off the critical path of the first paint (see use-home-interactive.ts).
 */
/** @public use-home-interactive.ts imports this module dynamically, which knip cannot follow. */
export { PullToRefresh } from 'antd-mobile';
/** @public */
export { SwiperCarousel } from './swiper-carousel.tsx';
