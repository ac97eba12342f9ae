import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { cn } from '@/lib/cn';
import type { QuillControlLabels } from './quill-labels';
import { QuillToolbarPlaceholder } from './quill-toolbar-placeholder';

// Quill touches `document` as soon as it is imported, so it loads in the browser only, after the
// page has painted, in its own chunk with its styles.
const QuillRenderer = lazy(() => import('./quill-renderer'));

/** Quill's toolbar option: groups of formats (`'bold'`) or pickers (`{ header: [1, 2, false] }`). */
export type QuillToolbar = (string | Record<string, unknown>)[][];

export interface QuillEditorProps {
  /** 'snow': a toolbar above the text; 'bubble': a toolbar that floats over selected text. @default 'snow' */
  theme?: 'snow' | 'bubble';
  toolbar: QuillToolbar;
  /** Formats the editor keeps (typed, pasted or loaded); anything else is dropped. @default all of Quill's */
  formats?: string[];
  /** Initial content as HTML (read once, when the editor starts). */
  defaultValue?: string;
  /** Accessible name of the text area. */
  label: string;
  placeholder?: string;
  /** Names of the toolbar controls (see quill-labels.ts for the keys). */
  controlLabels: QuillControlLabels;
  /** Called with the content as HTML after every change, and once at start. Sanitise before rendering it. */
  onChange?: (html: string) => void;
  /** Height of the text area in px, kept while Quill loads. @default 200 */
  height?: number;
  className?: string;
}

/**
 * A Quill 2 rich text editor in the app's theme (light and dark, right to left). The options are
 * read when the editor starts; give the component a new `key` to start it again with others.
 */
export function QuillEditor({ className, ...props }: QuillEditorProps) {
  const painted = useAfterPaint();
  const height = props.height ?? 200;
  const bubble = props.theme === 'bubble';
  const skeleton = (
    <div aria-hidden>
      {!bubble && <QuillToolbarPlaceholder toolbar={props.toolbar} labels={props.controlLabels} />}
      <Skeleton className={cn('w-full', bubble ? 'rounded-lg' : 'rounded-t-none rounded-b-lg')} style={{ height }} />
    </div>
  );
  return (
    <div data-slot="quill-editor" className={cn('min-w-0', className)}>
      {painted ? (
        <Suspense fallback={skeleton}>
          <QuillRenderer {...props} height={height} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
