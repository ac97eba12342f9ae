/**
 * Quill 2.0.3's `getSemanticHTML()` writes every space as `&nbsp;` (slab/quill#4509), so its HTML
 * never wraps between words and reads differently everywhere else it goes. This gives the spaces
 * back, keeping `&nbsp;` only where it is needed: in a run of spaces, all but the last (HTML would
 * collapse the run to one otherwise). Remove it once Quill fixes its output.
 */
export function withPlainSpaces(html: string): string {
  return html.replace(/&nbsp;(?!&nbsp;)/g, ' ');
}
