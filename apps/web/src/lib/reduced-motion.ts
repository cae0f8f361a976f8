import { prefersReducedMotion as windowPrefersReducedMotion } from '@emall/contract';

/**
 * Whether the device asks for less motion (never on the server, which draws the guest's page).
 * CSS animations and transitions are then cut by styles/global.css. antd-mobile's springs are
 * left as they are: react-spring's `skipAnimation` spins forever on a looping spring (the journeys'
 * login code input hung under it).
 */
export function prefersReducedMotion(): boolean {
  return windowPrefersReducedMotion(typeof window === 'undefined' ? undefined : window);
}
