import { useId, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from './sanitize-html';
import './rich-content.css';

export interface HtmlPreviewLabels {
  /** Heading of the rendered preview. */
  preview: string;
  /** Summary of the disclosure that shows the sanitised markup. */
  source: string;
  /** Heading of the list of what the sanitiser took out. */
  removed: string;
}

export interface HtmlPreviewProps {
  /** Editor output, or any HTML from outside: it is sanitised here before it is rendered. */
  html: string;
  labels: HtmlPreviewLabels;
  /** List what the sanitiser removed (when it removed something). @default false */
  showRemoved?: boolean;
  className?: string;
}

/**
 * Rich text rendered as HTML, safely: the markup goes through DOMPurify (sanitize-html.ts) first,
 * and nothing is rendered where it cannot be sanitised. Server rendering sanitises with the DOM it
 * was given (server-dom.ts, which the pre-render and the docs build call), so the pre-rendered page
 * shows the same preview the browser hydrates, at its loaded size. The sanitised markup itself can
 * be opened below the preview.
 */
export function HtmlPreview({ html, labels, showRemoved = false, className }: HtmlPreviewProps) {
  const headingId = useId();
  const result = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="html-preview"
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border bg-muted/30 p-4', className)}
    >
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {labels.preview}
      </h3>
      <div
        data-slot="rich-content"
        className="tessera-rich-content min-h-12 text-sm"
        // Sanitised just above; never the raw input.
        dangerouslySetInnerHTML={{ __html: result?.html ?? '' }}
      />
      {showRemoved && result && result.removed.length > 0 && (
        <div className="rounded-md border border-warning/40 bg-warning/8 px-3 py-2 text-sm">
          <h4 className="font-medium text-warning-text">{labels.removed}</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={labels.removed}>
            {[...new Set(result.removed)].map((item) => (
              <li key={item} dir="ltr" className="rounded bg-card px-1.5 py-0.5 font-mono text-xs">
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded text-muted-foreground select-none hover:text-foreground">
          {labels.source}
        </summary>
        {/* <code> as a block rather than <pre>: the page's <pre> blocks are the examples' own sources. */}
        <code
          dir="ltr"
          tabIndex={0}
          className="mt-2 block max-h-56 overflow-auto rounded-md bg-card p-3 text-start font-mono text-xs whitespace-pre-wrap"
        >
          {result?.html ?? ''}
        </code>
      </details>
    </section>
  );
}
