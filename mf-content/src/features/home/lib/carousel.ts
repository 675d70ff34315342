import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';

/** Spec section 9: autoplay every 3000 ms, 20 px between slides, loop on. */
export const CAROUSEL_DELAY_MS = 3000;
export const CAROUSEL_GAP_PX = 20;
/** Spec section 9: a swipe faster than this (px per second) turns the slide. */
export const SWIPE_VELOCITY_THRESHOLD = 500;
/** A slower swipe still turns the slide when it travels this far. */
export const SWIPE_DISTANCE_PX = 60;

export type { HeroSlide } from '@parish/shared-types';

/**
 * The hero's pictures before the office changes them (parish life through
 * the year): the compiled defaults; the page shows the stored ones.
 */
export const HERO_SLIDES = PARISH_DETAILS_DEFAULTS.hero_slides;

/** The slide after (`step` 1) or before (-1) `index`, wrapping around (loop on). */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * Which way a finished swipe turns the carousel: 1 (next) for a leftward
 * swipe that is fast or long enough, -1 (previous) for a rightward one, 0 otherwise.
 */
export function swipeDirection(deltaX: number, milliseconds: number): -1 | 0 | 1 {
  const velocity = (Math.abs(deltaX) / Math.max(milliseconds, 1)) * 1000;
  if (Math.abs(deltaX) < 10) return 0;
  if (velocity < SWIPE_VELOCITY_THRESHOLD && Math.abs(deltaX) < SWIPE_DISTANCE_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}
