import { fireEvent, render, screen } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { useCarouselKeyboard } from './use-carousel-keyboard';

function fakeSwiper() {
  const keyboard = { enabled: false, enable: vi.fn(), disable: vi.fn() };
  return { keyboard } as unknown as Swiper & { keyboard: typeof keyboard };
}

function Carousel({ swiper }: { swiper: Swiper }) {
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  return (
    <>
      <div {...focusHandlers} data-testid="carousel">
        <button type="button" onClick={() => onSwiper(swiper)}>
          start
        </button>
        <button type="button">next</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useCarouselKeyboard', () => {
  it('turns the keys on when focus enters, keeps them on inside, and off when focus leaves', () => {
    const swiper = fakeSwiper();
    render(<Carousel swiper={swiper} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));

    fireEvent.focus(screen.getByRole('button', { name: 'start' }));
    expect(swiper.keyboard.enable).toHaveBeenCalledTimes(1);
    // Moving between controls of the same carousel keeps the keys on.
    fireEvent.blur(screen.getByRole('button', { name: 'start' }), {
      relatedTarget: screen.getByRole('button', { name: 'next' }),
    });
    expect(swiper.keyboard.disable).not.toHaveBeenCalled();

    fireEvent.blur(screen.getByRole('button', { name: 'next' }), {
      relatedTarget: screen.getByRole('button', { name: 'outside' }),
    });
    expect(swiper.keyboard.disable).toHaveBeenCalledTimes(1);
  });

  it('does nothing before Swiper has started', () => {
    render(<Carousel swiper={fakeSwiper()} />);
    expect(() => fireEvent.focus(screen.getByRole('button', { name: 'next' }))).not.toThrow();
  });
});
