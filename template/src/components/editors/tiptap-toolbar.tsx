import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  RemoveFormatting,
  SquareCode,
  Strikethrough,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignJustify,
  TextAlignStart,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useDirection } from '@/hooks/use-direction';
import { useRovingToolbar } from '@/hooks/use-roving-toolbar';
import { TiptapLinkButton, type TiptapLinkLabels } from './tiptap-link-button';

type ControlId =
  | 'undo'
  | 'redo'
  | `heading${1 | 2 | 3}`
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'code'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'alignStart'
  | 'alignCenter'
  | 'alignEnd'
  | 'alignJustify'
  | 'horizontalRule'
  | 'clear';

type Control = {
  id: ControlId;
  icon: LucideIcon;
  /** Pressed state for formats that are on or off; undefined for one-off actions. */
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Start/end icons are drawn for left-to-right text: mirror them in right-to-left pages. */
  mirrored?: boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar's groups, in order. The link control sits between the blocks and the alignments. */
const groups: Control[][] = [
  [
    { id: 'undo', icon: Undo2, canRun: (e) => e.can().undo(), run: (e) => chain(e).undo().run(), mirrored: true },
    { id: 'redo', icon: Redo2, canRun: (e) => e.can().redo(), run: (e) => chain(e).redo().run(), mirrored: true },
  ],
  ([1, 2, 3] as const).map((level) => ({
    id: `heading${level}` as const,
    icon: [Heading1, Heading2, Heading3][level - 1]!,
    isActive: (e: Editor) => e.isActive('heading', { level }),
    run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
  })),
  [
    { id: 'bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
    { id: 'italic', icon: Italic, isActive: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
    {
      id: 'underline',
      icon: Underline,
      isActive: (e) => e.isActive('underline'),
      run: (e) => chain(e).toggleUnderline().run(),
    },
    {
      id: 'strike',
      icon: Strikethrough,
      isActive: (e) => e.isActive('strike'),
      run: (e) => chain(e).toggleStrike().run(),
    },
    { id: 'code', icon: Code, isActive: (e) => e.isActive('code'), run: (e) => chain(e).toggleCode().run() },
  ],
  [
    {
      id: 'bulletList',
      icon: List,
      isActive: (e) => e.isActive('bulletList'),
      run: (e) => chain(e).toggleBulletList().run(),
      mirrored: true,
    },
    {
      id: 'orderedList',
      icon: ListOrdered,
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => chain(e).toggleOrderedList().run(),
      mirrored: true,
    },
    {
      id: 'blockquote',
      icon: Quote,
      isActive: (e) => e.isActive('blockquote'),
      run: (e) => chain(e).toggleBlockquote().run(),
    },
    {
      id: 'codeBlock',
      icon: SquareCode,
      isActive: (e) => e.isActive('codeBlock'),
      run: (e) => chain(e).toggleCodeBlock().run(),
    },
  ],
  (
    [
      ['alignStart', 'start', TextAlignStart],
      ['alignCenter', 'center', TextAlignCenter],
      ['alignEnd', 'end', TextAlignEnd],
      ['alignJustify', 'justify', TextAlignJustify],
    ] as const
  ).map(([id, alignment, icon]) => ({
    id,
    icon,
    mirrored: alignment === 'start' || alignment === 'end',
    isActive: (e: Editor) =>
      alignment === 'start'
        ? !e.isActive({ textAlign: 'center' }) &&
          !e.isActive({ textAlign: 'end' }) &&
          !e.isActive({ textAlign: 'justify' })
        : e.isActive({ textAlign: alignment }),
    run: (e: Editor) =>
      alignment === 'start' ? chain(e).unsetTextAlign().run() : chain(e).setTextAlign(alignment).run(),
  })),
  [
    { id: 'horizontalRule', icon: Minus, run: (e) => chain(e).setHorizontalRule().run() },
    { id: 'clear', icon: RemoveFormatting, run: (e) => chain(e).unsetAllMarks().clearNodes().run() },
  ],
];
const linkAfterGroup = 3;

export type TiptapToolbarLabels = TiptapLinkLabels & Record<'toolbar' | ControlId, string>;

export interface TiptapToolbarProps {
  /** The editor (`useEditor`, `useEditorAfterPaint`); null while it starts (the buttons show, disabled). */
  editor: Editor | null;
  labels: TiptapToolbarLabels;
}

/**
 * A formatting toolbar for a TipTap editor built with StarterKit and TextAlign. One Tab stop: the
 * arrow keys move between buttons. Formats that are on or off say so with `aria-pressed`.
 */
export function TiptapToolbar(props: TiptapToolbarProps) {
  // useEditorState reads the editor it starts with until the next transaction: start a new one
  // once the editor exists, or the buttons would stay disabled until the first keystroke.
  return <ToolbarButtons key={props.editor ? 'ready' : 'starting'} {...props} />;
}

function ToolbarButtons({ editor, labels }: TiptapToolbarProps) {
  const dir = useDirection();
  // Re-renders the toolbar only when a button's state changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const controls = groups.flat();
      return {
        active: Object.fromEntries(controls.map((c) => [c.id, !!current && !!c.isActive?.(current)])),
        enabled: Object.fromEntries(controls.map((c) => [c.id, !!current && (c.canRun?.(current) ?? true)])),
        link: !!current?.isActive('link'),
      };
    },
  }) ?? { active: {}, enabled: {}, link: false };
  const items = [...groups.flat().map((c) => ({ id: c.id, disabled: !state.enabled[c.id] })), { id: 'link' }];
  const { onKeyDown, itemProps } = useRovingToolbar(items, dir);

  return (
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-card p-1.5"
    >
      {groups.map((group, index) => (
        <Fragment key={group[0]!.id}>
          <div role="group" className="flex items-center gap-0.5">
            {group.map(({ id, icon: Icon, isActive, run, mirrored }) => (
              <Tooltip key={id} content={labels[id]}>
                <Button
                  variant="ghost"
                  color="secondary"
                  size="icon-sm"
                  aria-label={labels[id]}
                  aria-pressed={isActive ? state.active[id] : undefined}
                  disabled={!state.enabled[id]}
                  onClick={() => editor && run(editor)}
                  className="aria-pressed:bg-primary/12 aria-pressed:text-primary-text"
                  {...itemProps(id)}
                >
                  <Icon aria-hidden className={mirrored ? 'rtl:-scale-x-100' : undefined} />
                </Button>
              </Tooltip>
            ))}
          </div>
          {index === linkAfterGroup && (
            <TiptapLinkButton editor={editor} active={state.link} labels={labels} {...itemProps('link')} />
          )}
        </Fragment>
      ))}
    </div>
  );
}
