import { SWIPER_AUTOPLAY_MS } from '@emall/contract';
import { act, fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './carousel.tsx';

/** The width jsdom does not lay out: every slide is one track wide. */
const WIDTH = 300;

function slides(count: number) {
  return Array.from({ length: count }, (_, i) => <p key={i}>第{i + 1}张</p>);
}

function track(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('.adm-swiper')!.firstElementChild as HTMLElement;
}

function activeDot(container: HTMLElement): number {
  return [...container.querySelectorAll('.adm-page-indicator-dot')].findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active'));
}

function scrollTo(container: HTMLElement, left: number): void {
  const el = track(container);
  el.scrollLeft = left;
  fireEvent.scroll(el);
}

/** The real slides' texts in the order the track holds them, copies in brackets. */
function order(container: HTMLElement): string[] {
  return [...track(container).children].map((slide) => (slide.getAttribute('aria-hidden') ? `(${slide.textContent})` : slide.textContent ?? ''));
}

function askForLessMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
    // jsdom has no Element.scrollTo: here it lands at once, and says so by a scroll event as a browser does.
    Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (typeof options !== 'object') return;
      if (options.left !== undefined) this.scrollLeft = options.left;
      this.dispatchEvent(new Event('scroll'));
    } as Element['scrollTo'];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollTo;
    vi.useRealTimers();
  });

  it("draws the real slides only on the server, and adds a copy at each end once mounted, on the first slide", () => {
    const html = renderToString(<Carousel loop>{slides(3)}</Carousel>);
    expect(html).toContain('adm-swiper adm-swiper-horizontal');
    expect(html).not.toContain('aria-hidden');
    expect(html.match(/adm-page-indicator-dot/g)).toHaveLength(4);

    const { container } = render(<Carousel loop>{slides(3)}</Carousel>);
    expect(order(container)).toEqual(['(第3张)', '第1张', '第2张', '第3张', '(第1张)']);
    expect(track(container).children[0]!.hasAttribute('inert')).toBe(true);
    expect(track(container).scrollLeft).toBe(WIDTH);
    expect(activeDot(container)).toBe(0);
  });

  it("hydrates the server's slides as they are, then adds the copies in a render of their own", async () => {
    const html = renderToString(<Carousel loop>{slides(3)}</Carousel>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Carousel loop>{slides(3)}</Carousel>, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(order(container)).toEqual(['(第3张)', '第1张', '第2张', '第3张', '(第1张)']);
    expect(track(container).scrollLeft).toBe(WIDTH);
    act(() => root!.unmount());
    container.remove();
  });

  it('moves the indicator and tells the caller as the track scrolls', () => {
    const onIndexChange = vi.fn();
    const { container } = render(<Carousel onIndexChange={onIndexChange}>{slides(3)}</Carousel>);
    expect(order(container)).toEqual(['第1张', '第2张', '第3张']);
    scrollTo(container, WIDTH * 2);
    expect(activeDot(container)).toBe(2);
    // Half-way between two slides counts as the nearer one.
    scrollTo(container, WIDTH * 0.6);
    expect(activeDot(container)).toBe(1);
    expect(onIndexChange.mock.calls).toEqual([[2], [1]]);
  });

  it('puts a rest on a copy back on the slide it copies, without animation', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel loop>{slides(3)}</Carousel>);
    scrollTo(container, WIDTH * 4);
    expect(activeDot(container)).toBe(0);
    act(() => void vi.advanceTimersByTime(200));
    expect(track(container).scrollLeft).toBe(WIDTH);
    scrollTo(container, 0);
    expect(activeDot(container)).toBe(2);
    act(() => void vi.advanceTimersByTime(200));
    expect(track(container).scrollLeft).toBe(WIDTH * 3);
  });

  it('leaves a copy alone while the finger is still on it', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel loop>{slides(3)}</Carousel>);
    fireEvent.touchStart(track(container), { touches: [{ clientX: 100, clientY: 100 }] });
    scrollTo(container, 0);
    act(() => void vi.advanceTimersByTime(200));
    expect(track(container).scrollLeft).toBe(0);
    fireEvent.touchEnd(track(container));
    act(() => void vi.advanceTimersByTime(200));
    expect(track(container).scrollLeft).toBe(WIDTH * 3);
  });

  it('autoplays to the next slide on every interval and from the last to the first', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel loop autoplay>{slides(3)}</Carousel>);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS - 1));
    expect(activeDot(container)).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(activeDot(container)).toBe(1);
    expect(track(container).scrollLeft).toBe(WIDTH * 2);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(activeDot(container)).toBe(2);
    // The last leads on to the copy of the first, which is put back on the first.
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(activeDot(container)).toBe(0);
    act(() => void vi.advanceTimersByTime(200));
    expect(track(container).scrollLeft).toBe(WIDTH);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(activeDot(container)).toBe(1);
  });

  it('jumps to the next slide in an old webview without Element.scrollTo', () => {
    vi.useFakeTimers();
    delete (Element.prototype as Partial<Element>).scrollTo;
    const { container } = render(<Carousel loop autoplay>{slides(3)}</Carousel>);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(track(container).scrollLeft).toBe(WIDTH * 2);
  });

  it('pauses autoplay while touched and counts the interval again from the release', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel loop autoplay>{slides(3)}</Carousel>);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS - 1_000));
    fireEvent.touchStart(track(container), { touches: [{ clientX: 100, clientY: 100 }] });
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3));
    expect(activeDot(container)).toBe(0);
    fireEvent.touchEnd(track(container));
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS - 1));
    expect(activeDot(container)).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(activeDot(container)).toBe(1);
  });

  it('never moves by itself for a device that asks for less motion (WCAG 2.2.2)', () => {
    vi.useFakeTimers();
    askForLessMotion();
    const { container } = render(<Carousel loop autoplay>{slides(3)}</Carousel>);
    act(() => void vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3));
    expect(activeDot(container)).toBe(0);
    expect(track(container).scrollLeft).toBe(WIDTH);
    // Swiped by hand it still turns.
    scrollTo(container, WIDTH * 2);
    expect(activeDot(container)).toBe(1);
  });

  it('keeps its slide in view on a new width (a turned phone, a pane shown after being hidden)', () => {
    let resized = () => {};
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    });
    const { container } = render(<Carousel loop>{slides(3)}</Carousel>);
    scrollTo(container, WIDTH * 2);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(500);
    act(() => resized());
    expect(track(container).scrollLeft).toBe(1_000);
    expect(activeDot(container)).toBe(1);
  });

  it('swipes to a slide when asked, past the leading copy', () => {
    const ref = createRef<CarouselHandle>();
    const { container } = render(<Carousel ref={ref} loop>{slides(3)}</Carousel>);
    act(() => ref.current!.swipeTo(2));
    expect(track(container).scrollLeft).toBe(WIDTH * 3);
    expect(activeDot(container)).toBe(2);
  });

  it('draws a caller\'s indicator, and no dots for a single slide', () => {
    const { container, rerender } = render(<Carousel indicator={(total, current) => <span>{`${current + 1}/${total}`}</span>}>{slides(2)}</Carousel>);
    expect(container.textContent).toContain('1/2');
    scrollTo(container, WIDTH);
    expect(container.textContent).toContain('2/2');
    rerender(<Carousel loop autoplay>{slides(1)}</Carousel>);
    expect(container.querySelector('.adm-page-indicator')).toBeNull();
    expect(order(container)).toEqual(['第1张']);
  });
});
