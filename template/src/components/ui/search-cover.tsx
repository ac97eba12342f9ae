import { Banner } from './illustration';

/**
 * The search banners' picture (help centre and FAQ), behind the banner's text: it fills a
 * `relative isolate overflow-hidden` parent, cropped at the sides on a phone, where its calm middle
 * remains. Decorative; mirrored in RTL with the page (the question mark turns as Arabic's does).
 */
export function SearchCover() {
  return (
    <Banner
      name="search-cover"
      sizes="(min-width: 1280px) calc(100vw - 20rem), 100vw"
      className="absolute inset-0 -z-10 size-full object-cover rtl:-scale-x-100"
    />
  );
}
