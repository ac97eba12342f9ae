import { Skeleton } from '@/components/ui/skeleton';
import type { QuillControlLabels } from './quill-labels';
import type { QuillToolbar } from './quill-editor';

/** Quill's pickers that show their chosen item's name as text; the other pickers show an icon. */
const textPickers = new Set(['header', 'font', 'size']);

/** What a toolbar entry draws: a button, an icon picker, or a text picker with its default item's words. */
function controlOf(entry: QuillToolbar[number][number], labels: QuillControlLabels) {
  if (typeof entry === 'string') return { kind: 'button' as const, key: entry };
  const [format = '', value] = Object.entries(entry)[0] ?? [];
  if (!Array.isArray(value)) return { kind: 'button' as const, key: `${format}-${String(value)}` };
  if (textPickers.has(format)) return { kind: 'text' as const, key: format, text: labels[`${format}-default`] ?? '' };
  return { kind: 'icon' as const, key: format };
}

/**
 * The Snow toolbar's stand-in while Quill loads: the same groups and controls at the sizes
 * quill.css gives them (buttons 2rem, icon pickers 28px, text pickers as wide as their words in the
 * page's language, at least 6rem), wrapped by the same rules, so it is as tall as the toolbar that
 * replaces it at every width and nothing under the editor moves.
 */
export function QuillToolbarPlaceholder({ toolbar, labels }: { toolbar: QuillToolbar; labels: QuillControlLabels }) {
  return (
    <div data-skeleton-group className="flex flex-wrap gap-x-3 gap-y-1 rounded-t-lg border border-border px-2 py-1.5">
      {toolbar.map((group, g) => (
        <span key={g} className="flex flex-wrap items-center">
          {group.map((entry) => {
            const control = controlOf(entry, labels);
            if (control.kind === 'text')
              return (
                <span
                  key={control.key}
                  className="relative flex h-8 min-w-24 items-center border border-transparent ps-2 pe-6 text-sm font-medium whitespace-nowrap text-transparent"
                >
                  <Skeleton className="absolute inset-1" />
                  {control.text}
                </span>
              );
            return (
              <span key={control.key} className={control.kind === 'icon' ? 'h-8 w-7 p-1' : 'size-8 p-1.5'}>
                <Skeleton className="size-full" />
              </span>
            );
          })}
        </span>
      ))}
    </div>
  );
}
