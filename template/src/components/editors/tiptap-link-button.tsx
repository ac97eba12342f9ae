import type { Editor } from '@tiptap/react';
import { Link } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';

export interface TiptapLinkLabels {
  link: string;
  linkUrl: string;
  linkApply: string;
  linkRemove: string;
  /** Shown when the address is not one a link may point to (a `javascript:` URL, say). */
  linkInvalid: string;
}

export interface TiptapLinkButtonProps extends Omit<ComponentProps<'button'>, 'color'> {
  editor: Editor | null;
  active: boolean;
  labels: TiptapLinkLabels;
}

/**
 * The toolbar's link control: a popover with the address of the link under the caret, to set,
 * change or remove (with nothing selected, the address is inserted as linked text). TipTap's Link
 * extension refuses addresses such as `javascript:`; the field says so instead of doing nothing.
 */
export function TiptapLinkButton({ editor, active, labels, ...buttonProps }: TiptapLinkButtonProps) {
  const inputId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && editor) {
      setHref((editor.getAttributes('link') as { href?: string }).href ?? '');
      setInvalid(false);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    const target = href.trim();
    // Checked before anything moves focus: focusing the editor closes this popover.
    if (target && !editor.can().setLink({ href: target })) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!target) chain.unsetLink().run();
    // Nothing selected and no link under the caret: the address itself becomes the linked text.
    else if (editor.state.selection.empty && !active)
      chain.insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] }).run();
    else chain.setLink({ href: target }).run();
    setOpen(false);
  };

  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <Tooltip content={labels.link}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-label={labels.link}
            aria-pressed={active}
            disabled={!editor}
            className="aria-pressed:bg-primary/12 aria-pressed:text-primary-text"
            {...buttonProps}
          >
            <Link aria-hidden />
          </Button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent align="start" className="w-80">
        <form onSubmit={apply} className="flex flex-col gap-3">
          <Label htmlFor={inputId}>{labels.linkUrl}</Label>
          <Input
            id={inputId}
            dir="ltr"
            type="text"
            inputMode="url"
            value={href}
            placeholder="https://"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id={errorId} role="alert" className="text-xs text-error-text">
              {labels.linkInvalid}
            </p>
          )}
          <div className="flex justify-end gap-2">
            {active && (
              <Button type="button" variant="text" color="error" size="sm" onClick={remove}>
                {labels.linkRemove}
              </Button>
            )}
            <Button type="submit" size="sm">
              {labels.linkApply}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
