/**
 * TipTap with StarterKit, logical text alignment and a toolbar of real buttons: one Tab stop, the
 * arrow keys move along it, and each format says whether it is on (`aria-pressed`). The usual
 * shortcuts work too (Ctrl/⌘+B, I, U…). The HTML beside the editor is sanitised before it is shown.
 */
import { EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlPreview, type HtmlPreviewLabels } from '@/components/editors/html-preview';
import { TextAlign } from '@/components/editors/tiptap-text-align';
import { useEditorAfterPaint } from '@/components/editors/use-editor-after-paint';
import { TiptapToolbar, type TiptapToolbarLabels } from '@/components/editors/tiptap-toolbar';
import '@/components/editors/rich-content.css';

/** Configured once for the module, not on every render. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false, defaultProtocol: 'https' },
  }),
  TextAlign,
];

export function TiptapEditorToolbar() {
  const { t } = useTranslation('ui-extensions');
  const content = t('tiptap-editor.demo.content');
  // The preview starts from the text the editor is given, written as TipTap writes it back, so the
  // pre-rendered page already shows it and nothing moves when the editor starts.
  const [html, setHtml] = useState(content);
  // Made in the browser once the page has painted (null until then), so the pre-rendered page
  // hydrates cleanly and shows first. The toolbar follows the editor's state on its own.
  const editor = useEditorAfterPaint({
    extensions,
    content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('tiptap-editor.demo.label'),
        class: 'tessera-rich-content min-h-56 px-4 py-3 text-sm outline-none',
      },
    },
    onCreate: ({ editor }) => setHtml(editor.getHTML()),
    onUpdate: ({ editor }) => setHtml(editor.getHTML()),
  });

  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <div className="min-w-0 overflow-hidden rounded-lg border bg-card has-[.ProseMirror:focus-visible]:ring-3 has-[.ProseMirror:focus-visible]:ring-primary/40">
        <TiptapToolbar
          editor={editor}
          labels={t('tiptap-editor.toolbar', { returnObjects: true }) as TiptapToolbarLabels}
        />
        <EditorContent editor={editor} className="min-h-56" />
      </div>
      <HtmlPreview html={html} labels={t('editors.preview', { returnObjects: true }) as HtmlPreviewLabels} />
    </div>
  );
}
