/**
 * Makes rich text safe to render as HTML. Whatever an editor hands over (typed, pasted from a web
 * page, loaded from an API) goes through here before it reaches `dangerouslySetInnerHTML`: editors
 * filter their own content, but the HTML they output can still be tampered with on its way back.
 *
 * On top of DOMPurify's defaults (no script, no event handlers, no `javascript:` links, no SVG or
 * MathML):
 * - forms and their controls go, so rich text cannot imitate the app's own fields;
 * - `style` keeps only colour and alignment, so content cannot cover the page around it;
 * - images keep their `src` only for inline data and blob URLs: a remote image in user content
 *   tells its host who read it (a tracking pixel), and a relative one points at this site;
 * - links open in a new tab without handing the opener over.
 */
import DOMPurify, { type Config, type RemovedAttribute, type RemovedElement } from 'dompurify';

export interface SanitizedHtml {
  /** Markup safe to render. */
  html: string;
  /** What was taken out, for people to read: `<script>`, `onerror on <img>`… in document order. */
  removed: string[];
}

const keptStyles = ['color', 'background-color', 'text-align'];

/** Inline data and blob images only (see above). */
export function isSafeImageSource(src: string): boolean {
  return /^(data:image\/(png|jpe?g|gif|webp);base64,|blob:)/i.test(src.trim());
}

/** The colour and alignment declarations of an inline style, rewritten; '' when none is left. */
export function keepSafeStyles(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): string {
  return keptStyles
    .map((name) => [name, style.getPropertyValue(name).trim()] as const)
    .filter(([, value]) => value && !/url\s*\(|expression\s*\(/i.test(value))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/**
 * A probe only a working sanitiser cleans: some DOM implementations (test DOMs) let scripts through.
 * No event handler in it: under a CSP, Chromium logs a refusal as soon as it parses one, even into
 * an inert document (hostile input still logs that refusal: it is the browser saying no).
 */
const probe = '<p>probe</p><script>alert(1)</script>';

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;
let serverWindow: WindowLike | undefined;

/** What DOMPurify needs of a window: a browser's, or a server-side DOM's (jsdom). */
export type WindowLike = Parameters<typeof DOMPurify>[0];

/**
 * Gives server rendering a DOM to sanitise with (the pre-render and the docs build pass a jsdom
 * window), so a pre-rendered page already holds the sanitised HTML that the browser renders once it
 * hydrates: the same markup both times, and nothing below it moves. The browser always uses its own.
 */
export function provideServerDom(window: WindowLike): void {
  serverWindow = window;
  purifier = undefined;
}

/** A DOMPurify instance of our own, so its hooks never touch another caller's sanitising. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const host = typeof window === 'undefined' ? serverWindow : window;
  if (!host) return null;
  const instance = DOMPurify(host);
  if (!instance.isSupported || /script/i.test(instance.sanitize(probe))) return (purifier = null);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'style') {
      event.attrValue = keepSafeStyles((node as HTMLElement).style);
      event.keepAttr = event.attrValue !== '';
    }
    if (event.attrName === 'src' && node.nodeName === 'IMG' && !isSafeImageSource(event.attrValue)) {
      event.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (purifier = instance);
}

/** One line for people to read about something DOMPurify took out, or null for parser noise. */
export function describeRemoval(entry: RemovedElement | RemovedAttribute): string | null {
  if ('element' in entry) {
    // DOMPurify also reports the wrapper it parsed into and stray text nodes: not worth a line.
    return entry.element.nodeType === 1 && entry.element.nodeName !== 'BODY'
      ? `<${entry.element.nodeName.toLowerCase()}>`
      : null;
  }
  if (!entry.attribute) return null;
  return `${entry.attribute.name} on <${entry.from.nodeName.toLowerCase()}>`;
}

/**
 * Sanitises `dirty` for display. Answers null where there is no DOM to sanitise with (server-side
 * rendering that was given none) or where the DOM cannot be trusted to sanitise: render nothing
 * then, never the input.
 */
export function sanitizeHtml(dirty: string): SanitizedHtml | null {
  const purify = getPurifier();
  if (!purify) return null;
  const html = purify.sanitize(dirty, config);
  const removed = purify.removed.map(describeRemoval).filter((line): line is string => line !== null);
  return { html, removed };
}
