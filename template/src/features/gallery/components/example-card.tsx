import { Code } from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import type { GalleryExample } from '../types';
import { CodeBlock } from './code-block';

export interface ExampleCardProps {
  example: GalleryExample;
  title: string;
  description?: string;
  /** Draw the live example only once the page is live (it depends on the visitor's clock). */
  browserOnly?: boolean;
  /** A browser-only example's height until it draws (classes, measured), so the page keeps still. @default 'h-10' */
  placeholderClassName?: string;
}

type SourceState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; code: string };

/**
 * A browser-only example: its placeholder while React takes the page over, then the example. Its
 * own component, so only these examples render again once the page is live (asking every card
 * whether the page is hydrated drew every example on the page a second time, in one long task).
 */
function AfterHydration({
  Component,
  placeholderClassName,
}: {
  Component: ComponentType;
  placeholderClassName: string;
}) {
  return useHydrated() ? <Component /> : <Skeleton className={placeholderClassName} />;
}

/** One demo section: its heading, the live example, and a "View code" toggle showing the same file. */
export function ExampleCard({
  example,
  title,
  description,
  browserOnly = false,
  placeholderClassName = 'h-10',
}: ExampleCardProps) {
  const { t } = useTranslation('gallery');
  const codeId = useId();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<SourceState>({ status: 'idle' });
  const { Component } = example;

  const load = () => {
    setSource({ status: 'loading' });
    example.loadSource().then(
      (code) => setSource({ status: 'ready', code }),
      () => setSource({ status: 'error' }),
    );
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && (source.status === 'idle' || source.status === 'error')) load();
  };

  return (
    <Card data-slot="example-card" id={example.id} className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        <CardAction>
          <Button variant="text" size="sm" aria-expanded={open} aria-controls={codeId} onClick={toggle}>
            <Code aria-hidden />
            {open ? t('hideCode') : t('viewCode')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="min-w-0">
          {browserOnly ? (
            <AfterHydration Component={Component} placeholderClassName={placeholderClassName} />
          ) : (
            <Component />
          )}
        </div>
        <div id={codeId} hidden={!open}>
          {open &&
            (source.status === 'ready' ? (
              <CodeBlock code={source.code} caption={example.file} />
            ) : source.status === 'error' ? (
              <p role="alert" className="flex items-center gap-3 text-sm text-error-text">
                {t('sourceError')}
                <Button variant="outline" size="sm" onClick={load}>
                  {t('retry')}
                </Button>
              </p>
            ) : (
              <div role="status">
                <span className="sr-only">{t('loadingSource')}</span>
                <Skeleton className="h-40 w-full" />
              </div>
            ))}
        </div>
      </CardContent>
    </Card>
  );
}
