import { useMemo, useSyncExternalStore } from 'react';
import { sanitizeHtml } from '@/components/editors/sanitize-html';
import { cn } from '@/lib/cn';
import '@/components/editors/rich-content.css';

const subscribeNever = () => () => {};

export interface EmailMessageBodyProps {
  /** The body as stored: whoever sent it wrote it, so it goes through DOMPurify before it shows. */
  html: string;
  className?: string;
}

/**
 * A message body rendered as HTML, never as received: scripts, event handlers, `javascript:` links,
 * forms and remote images are taken out first (components/editors/sanitize-html.ts). Where there is
 * no DOM to sanitise with (the build's server render), nothing is rendered rather than the input.
 */
export function EmailMessageBody({ html, className }: EmailMessageBodyProps) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const safe = useMemo(() => (inBrowser ? (sanitizeHtml(html)?.html ?? '') : ''), [html, inBrowser]);
  return (
    <div
      data-slot="email-body"
      // Mail is written in its sender's language, whatever the page's direction.
      dir="auto"
      className={cn('tessera-rich-content text-sm break-words', className)}
      // Sanitised just above; never the stored markup itself.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
