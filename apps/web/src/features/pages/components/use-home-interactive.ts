import { onDemandModule } from '../../../lib/on-demand-module.ts';

/** The home's carousel and pull-to-refresh (home-interactive.tsx), loaded after the entry. */
const homeInteractive = onDemandModule(() => import('./home-interactive.tsx'));

export const loadHomeInteractive = homeInteractive.load;
export const provideHomeInteractive = homeInteractive.provide;
export const useHomeInteractive = homeInteractive.use;
