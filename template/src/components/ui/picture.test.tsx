import { render } from '@testing-library/react';
import { pictureUrl } from '@/lib/picture-sets';
import { Picture } from './picture';

const base = import.meta.env.BASE_URL;

describe('Picture', () => {
  it('offers AVIF then WebP at every width of the set, with the layout sizes and the stored URL as fallback', () => {
    const src = pictureUrl('products', 'iphone-14');
    const { container } = render(<Picture src={src} alt="iPhone 14" width={320} height={320} sizes="40px" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${base}images/products/iphone-14-160.avif 160w, ${base}images/products/iphone-14-320.avif 320w, ${base}images/products/iphone-14-640.avif 640w`,
    );
    expect(sources[1]?.getAttribute('srcset')).toContain(`${base}images/products/iphone-14-640.webp 640w`);
    expect(sources.every((s) => s.getAttribute('sizes') === '40px')).toBe(true);
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', `${base}images/products/iphone-14-320.webp`);
    expect(img).toHaveAttribute('alt', 'iPhone 14');
  });

  it('reserves its box and loads lazily off the main thread unless it is the largest paint', () => {
    const src = pictureUrl('slides', 'autumn');
    const { container, rerender } = render(<Picture src={src} alt="" width={960} height={360} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<Picture src={src} alt="" width={960} height={360} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an upload or a foreign picture as a plain img with the same size hints', () => {
    const upload = 'data:image/png;base64,iVBORw0KGgo=';
    const { container } = render(<Picture src={upload} alt="Uploaded" width={128} height={128} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', upload);
    expect(img).toHaveAttribute('width', '128');
    expect(img).not.toHaveAttribute('sizes');
  });
});
