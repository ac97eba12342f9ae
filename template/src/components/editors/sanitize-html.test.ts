/**
 * The rules around DOMPurify, tested on their own. The sanitiser itself needs a real browser DOM:
 * happy-dom (the unit-test DOM) lets `<script>` and `onerror` through DOMPurify, so the whole
 * pipeline is tested in Chromium by e2e/tests/gallery-editors.spec.ts, and here we check that
 * sanitizeHtml refuses to run on such a DOM instead of passing unsafe markup on.
 */
import { describeRemoval, isSafeImageSource, keepSafeStyles, sanitizeHtml } from './sanitize-html';

const styleOf = (declarations: Record<string, string>) => ({
  getPropertyValue: (name: string) => declarations[name] ?? '',
});

describe('sanitizeHtml', () => {
  it('answers null on a DOM that cannot sanitise, rather than the unsafe input', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(2)</script>')).toBeNull();
  });
});

describe('keepSafeStyles', () => {
  it('keeps colour and alignment and drops layout, position and anything with a URL', () => {
    expect(
      keepSafeStyles(styleOf({ 'text-align': 'center', position: 'fixed', color: ' rgb(230, 0, 0) ', top: '0' })),
    ).toBe('color: rgb(230, 0, 0); text-align: center');
    expect(keepSafeStyles(styleOf({ 'background-color': 'url(https://t.example/p.gif)' }))).toBe('');
    expect(keepSafeStyles(styleOf({ width: '100vw' }))).toBe('');
  });
});

describe('isSafeImageSource', () => {
  it('accepts inline raster images and blobs only', () => {
    expect(isSafeImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSource(' blob:https://app.example/5f1c')).toBe(true);
    expect(isSafeImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageSource('https://tracker.example/p.gif')).toBe(false);
    expect(isSafeImageSource('x')).toBe(false);
    expect(isSafeImageSource('javascript:alert(1)')).toBe(false);
  });
});

describe('describeRemoval', () => {
  const element = (nodeName: string, nodeType = 1) => ({ nodeName, nodeType }) as Node;

  it('names removed elements and attributes, and skips the parser’s own wrappers and text', () => {
    expect(describeRemoval({ element: element('SCRIPT') })).toBe('<script>');
    expect(describeRemoval({ attribute: { name: 'onerror' } as Attr, from: element('IMG') })).toBe('onerror on <img>');
    expect(describeRemoval({ element: element('BODY') })).toBeNull();
    expect(describeRemoval({ element: element('#text', 3) })).toBeNull();
    expect(describeRemoval({ attribute: null, from: element('P') })).toBeNull();
  });
});
