import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface CodeBlockProps {
  /** The text shown, as it is in the file. */
  code: string;
  /** A caption above the code, e.g. the file's path. */
  caption?: string;
  id?: string;
  className?: string;
}

/**
 * Source code in a scrollable, keyboard-reachable block with a copy button. Code reads left to right
 * in every language, so the block keeps `dir="ltr"` inside right-to-left pages.
 */
export function CodeBlock({ code, caption, id, className }: CodeBlockProps) {
  const { t } = useTranslation('gallery');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <figure id={id} data-slot="code-block" className={cn('overflow-hidden rounded-lg border bg-muted/40', className)}>
      <figcaption className="flex items-center justify-between gap-2 border-b px-4 py-1.5 text-xs text-muted-foreground">
        <span dir="ltr" className="truncate font-mono">
          {caption}
        </span>
        <Button variant="text" color="secondary" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
        </Button>
      </figcaption>
      <pre
        dir="ltr"
        tabIndex={0}
        aria-label={caption}
        className="max-h-[28rem] overflow-auto p-4 text-start font-mono text-[0.8125rem] leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
