/**
 * Server rendering only (the pre-render, template/src/entry-server.tsx, and the docs build's
 * component pages): gives the rich text sanitiser a jsdom window, the DOM DOMPurify supports, so
 * previews sanitise there as they do in the browser and hydrate the very markup that was rendered.
 * Never import it from code the browser runs: jsdom is a Node library, and the browser has a DOM.
 */
import { JSDOM } from 'jsdom';
import { provideServerDom } from './sanitize-html';

let provided = false;

/** Gives the sanitiser its server DOM; later calls keep the first (one window per process). */
export function provideJsdom(): void {
  if (provided) return;
  provided = true;
  provideServerDom(new JSDOM('').window);
}
