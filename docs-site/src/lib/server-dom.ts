/**
 * Gives the server render of the examples a DOM (jsdom, the one DOMPurify supports), so rich text
 * previews sanitise here as they do in the browser and the islands hydrate the same markup
 * (template/src/components/editors/sanitize-html.ts). Imported for its effect, once per build.
 */
import { JSDOM } from 'jsdom';
import { provideServerDom } from '@/components/editors/sanitize-html';

provideServerDom(new JSDOM('').window);
