import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselApi, type CarouselProps } from './carousel';

// The media query hook keeps one list per query for the module's life: answer from a variable.
let reducedMotion = false;
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('reduce') && reducedMotion;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  reducedMotion = false;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.stubGlobal('matchMedia', window.matchMedia);
});

const names = ['Alpha', 'Beta', 'Gamma', 'Delta'];
const messages = { carousel: 'carousel', slide: '{{index}} of {{slidesLength}}', bullet: 'Go to slide {{index}}' };

function renderCarousel(props: Partial<CarouselProps> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  const api = createRef<CarouselApi>();
  const ui = (
    <div dir={dir}>
      <Carousel
        ref={api}
        aria-label="Featured"
        autoplayMs={0}
        slides={names.map((name) => ({ key: name, content: <p>{name}</p> }))}
        messages={messages}
        {...props}
      />
    </div>
  );
  return { api, ...render(ui) };
}

/** Labels of the slides a visitor can reach (the others are inert). */
const shown = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

describe('Carousel', () => {
  it('is a named carousel region of labelled slides, only the one on screen reachable', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(shown()).toEqual(['1 of 4']);
  });

  it('renders on the server the way it hydrates', () => {
    const html = renderToString(
      <Carousel autoplayMs={3000} wideSlides={2} slides={[{ key: 'a', content: 'A' }]} messages={messages} />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 1"');
  });

  it('loops both ways through its handle', () => {
    const { api } = renderCarousel();
    act(() => api.current?.previous());
    expect(shown()).toEqual(['4 of 4']);
    expect(screen.getByText('Delta').closest('[role=group]')).not.toHaveAttribute('inert');
    act(() => api.current?.next());
    expect(shown()).toEqual(['1 of 4']);
    act(() => api.current?.next());
    act(() => api.current?.next());
    expect(shown()).toEqual(['3 of 4']);
  });

  it('steps with the arrow keys while focus is inside', () => {
    renderCarousel();
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toEqual(['2 of 4']);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['4 of 4']);
    fireEvent.keyDown(region, { key: 'ArrowRight', altKey: true });
    expect(shown()).toEqual(['4 of 4']);
  });

  it('mirrors the arrow keys right to left', () => {
    renderCarousel({}, 'rtl');
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['2 of 4']);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toEqual(['4 of 4']);
  });

  it('goes to a slide from its bullet, the current one marked', () => {
    renderCarousel({ pagination: true });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shown()).toEqual(['3 of 4']);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('auto-plays, waits while hovered or focused, and stops once the visitor steps', () => {
    vi.useFakeTimers();
    const { api } = renderCarousel({ autoplayMs: 1000 });
    const region = screen.getByRole('region');
    const slides = region.querySelector('[aria-live]');
    expect(slides).toHaveAttribute('aria-live', 'off');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toEqual(['2 of 4']);

    fireEvent.pointerEnter(region);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toEqual(['2 of 4']);
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toEqual(['3 of 4']);

    act(() => region.focus());
    expect(slides).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toEqual(['3 of 4']);
    act(() => region.blur());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toEqual(['4 of 4']);

    act(() => api.current?.next());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shown()).toEqual(['1 of 4']);
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('never auto-plays for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 1000 });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shown()).toEqual(['1 of 4']);
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveClass('motion-reduce:transition-none');
  });

  it('shows `wideSlides` side by side once the carousel itself is 480 px wide', () => {
    let width = 600;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    const { unmount } = renderCarousel({ wideSlides: 2 });
    expect(shown()).toEqual(['1 of 4', '2 of 4']);
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(shown()).toEqual(['1 of 4', '4 of 4']);
    unmount();
    width = 479;
    renderCarousel({ wideSlides: 2 });
    expect(shown()).toEqual(['1 of 4']);
  });
});
