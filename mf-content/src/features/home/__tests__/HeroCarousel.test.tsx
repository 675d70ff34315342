import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { HeroCarousel } from '../components/HeroCarousel';
import { HERO_SLIDES, swipeDirection, wrapIndex } from '../lib/carousel';

/** The slide shown: the only one not hidden from assistive technology. */
const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('aria-label');

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the hero carousel', () => {
  it('advances every 3000 ms and loops back to the first picture', () => {
    renderWithProviders(<HeroCarousel />);
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    tick(2999);
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    tick(1);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
    tick(3000 * (HERO_SLIDES.length - 1));
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
  });

  it('has a visible pause control that stops it, and play that starts it again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HeroCarousel />);
    const carousel = screen.getByRole('region', { name: 'Parish life in pictures' });
    // The pointer and the focus leave the carousel, so only the pause holds it.
    const leave = () => {
      fireEvent.mouseLeave(carousel);
      act(() => (document.activeElement as HTMLElement).blur());
    };
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    leave();
    tick(10_000);
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    leave();
    tick(3000);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
  });

  it('does not start by itself when the visitor prefers reduced motion', () => {
    const restore = preferReducedMotion(true);
    try {
      renderWithProviders(<HeroCarousel />);
      expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
      tick(10_000);
      expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    } finally {
      restore();
    }
  });

  it('holds still while the pointer is over it', () => {
    renderWithProviders(<HeroCarousel />);
    const carousel = screen.getByRole('region', { name: 'Parish life in pictures' });
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
  });

  it('turns with Previous, Next and the picture buttons, wrapping around', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(current()).toBe(`${HERO_SLIDES.length} of ${HERO_SLIDES.length}`);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    await user.click(screen.getByRole('button', { name: /^Show picture 3:/ }));
    expect(current()).toBe(`3 of ${HERO_SLIDES.length}`);
  });

  it('turns on a swipe', () => {
    renderWithProviders(<HeroCarousel />);
    const track = screen.getByRole('img', { name: HERO_SLIDES[0]?.caption });
    // jsdom has no PointerEvent: give plain events a touch pointer's fields.
    const pointer = (type: 'pointerDown' | 'pointerUp', clientX: number, timeStamp: number) => {
      const event = createEvent[type](track);
      for (const [key, value] of Object.entries({ pointerType: 'touch', clientX, timeStamp })) {
        Object.defineProperty(event, key, { value });
      }
      fireEvent(track, event);
    };
    pointer('pointerDown', 300, 0);
    pointer('pointerUp', 150, 100);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
  });

  it('spaces and wraps slides as the spec says', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    // 500 px per second is the spec's swipe velocity threshold.
    expect(swipeDirection(-40, 50)).toBe(1);
    expect(swipeDirection(40, 50)).toBe(-1);
    expect(swipeDirection(-40, 1000)).toBe(0);
    expect(swipeDirection(-80, 1000)).toBe(1);
  });
});
