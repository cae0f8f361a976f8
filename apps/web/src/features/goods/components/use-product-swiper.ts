import { onDemandModule } from '../../../lib/on-demand-module.ts';

/**
 * The product carousel's code (product-swiper.tsx: the scroll-snapping carousel of ui/carousel.tsx),
 * loaded after the page's own: the browser awaits it before hydrating a rendered product page
 * (main.tsx) and the server draws it (entry-server.tsx), so both draw the same markup.
 */
const productSwiper = onDemandModule(() => import('./product-swiper.tsx'));

export const loadProductSwiper = productSwiper.load;
export const provideProductSwiper = productSwiper.provide;
export const useProductSwiper = productSwiper.use;
