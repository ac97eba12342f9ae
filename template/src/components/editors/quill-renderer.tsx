/**
 * Quill itself, loaded lazily by quill-editor.tsx. Quill owns the DOM inside the host element, so
 * React renders an empty host and the effect builds the editor in it (and tears it down again).
 */
import Quill from 'quill';
import { useLayoutEffect, useRef } from 'react';
import { useStableHandlers } from '@/hooks/use-stable-handlers';
import 'quill/dist/quill.snow.css';
import 'quill/dist/quill.bubble.css';
import './rich-content.css';
import './quill.css';
import type { QuillEditorProps } from './quill-editor';
import { withPlainSpaces } from './quill-html';
import { labelQuillToolbar } from './quill-labels';

export default function QuillRenderer({
  theme = 'snow',
  toolbar,
  formats,
  defaultValue = '',
  label,
  placeholder,
  controlLabels,
  onChange,
  height = 200,
}: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  // Quill is built once: it calls the latest onChange through a function that keeps its identity.
  const { emitChange } = useStableHandlers({ emitChange: (html: string) => onChange?.(html) });

  // The options are read once, when the editor starts (see QuillEditor).
  const options = useRef({ theme, toolbar, formats, defaultValue, label, placeholder, controlLabels });
  // Built before the browser paints: the host replaces the placeholder empty, and a paint in between
  // (an effect runs after it) showed no editor for a frame, so everything under it jumped up and back.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const { theme, toolbar, formats, defaultValue, label, placeholder, controlLabels } = options.current;
    const mount = document.createElement('div');
    host.append(mount);
    const quill = new Quill(mount, {
      theme,
      modules: {
        toolbar,
        // Tab leaves the editor like any other field instead of typing a tab character, so keyboard
        // users are never trapped (at the start of a list item it still indents the item).
        keyboard: { bindings: { tab: false } },
      },
      formats,
      placeholder,
      // Bubble's floating toolbar stays inside the editor's box.
      bounds: host,
    });
    quill.setContents(quill.clipboard.convert({ html: defaultValue }), Quill.sources.SILENT);
    quill.history.clear();

    const editable = quill.root;
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    editable.setAttribute('aria-label', label);
    labelQuillToolbar(host, controlLabels);

    const emit = () => emitChange(withPlainSpaces(quill.getSemanticHTML()));
    quill.on(Quill.events.TEXT_CHANGE, emit);
    emit();
    return () => {
      quill.off(Quill.events.TEXT_CHANGE, emit);
      host.replaceChildren();
    };
  }, [emitChange]);

  return (
    <div
      ref={hostRef}
      data-theme={theme}
      className="tessera-quill"
      style={{ ['--quill-height' as string]: `${height}px` }}
    />
  );
}
