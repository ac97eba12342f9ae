import { Editor, type EditorOptions } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/hooks/use-after-paint';

type EventOption = Extract<keyof EditorOptions, `on${string}`>;

const events: EventOption[] = [
  'onBeforeCreate',
  'onCreate',
  'onUpdate',
  'onSelectionUpdate',
  'onTransaction',
  'onFocus',
  'onBlur',
  'onDestroy',
  'onContentError',
];

/**
 * TipTap's `useEditor` for an editor on a page that is already drawn (pre-rendered, or hydrating):
 * the editor is made once that page has painted, each in a task of its own, instead of inside the
 * task that hydrates the page (with two editors in it, that task took ~40 ms of CPU on this
 * machine, ~160 ms at Lighthouse's 4x phone slowdown; without them, under 13 ms).
 * Until then it answers null, as `useEditor` does before its effect runs, so toolbars and buttons
 * keep the state they were drawn in. The editor is usable a frame or two after the page shows.
 *
 * Options are read on every render as with `useEditor`: the event handlers always call the latest
 * ones, and the rest (`editorProps`, `editable`) is applied to the editor when it changes. The
 * content is read once, when the editor is made.
 */
export function useEditorAfterPaint(options: Partial<EditorOptions>): Editor | null {
  const latest = useRef(options);
  const [editor, setEditor] = useState<Editor | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let made: Editor | null = null;
    const cancel = afterNextPaint(() => {
      const handlers = Object.fromEntries(
        events.map((name) => [
          name,
          (props: never) => (latest.current[name] as ((p: never) => void) | undefined)?.(props),
        ]),
      );
      made = new Editor({ ...latest.current, ...handlers });
      setEditor(made);
    });
    return () => {
      cancel();
      made?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const { editorProps, editable = editor.isEditable } = options;
    if (editorProps !== editor.options.editorProps || editable !== editor.isEditable) {
      editor.setOptions({ editorProps, editable });
    }
  });

  return editor;
}
