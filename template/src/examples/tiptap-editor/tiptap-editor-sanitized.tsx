/**
 * Hostile HTML, loaded two ways. Into the editor: TipTap keeps only what its extensions know, so
 * the script, the event handler, the `javascript:` link and the form never enter the document.
 * Straight to the sanitiser, as HTML that reached an API without any editor would: DOMPurify removes
 * the same things and lists them. Either way nothing runs, and the page's CSP would stop it if it did.
 */
import { EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlPreview, type HtmlPreviewLabels } from '@/components/editors/html-preview';
import { TextAlign } from '@/components/editors/tiptap-text-align';
import { useEditorAfterPaint } from '@/components/editors/use-editor-after-paint';
import { Button } from '@/components/ui/button';
import '@/components/editors/rich-content.css';

/** Configured once for the module, not on every render. */
const extensions = [StarterKit.configure({ link: { openOnClick: false } }), TextAlign];

export function TiptapEditorSanitized() {
  const { t } = useTranslation('ui-extensions');
  const content = t('tiptap-editor.demo.sanitizedContent');
  // The editor's text as TipTap writes it back: the pre-rendered page already shows the preview.
  const [html, setHtml] = useState(content);
  const [loaded, setLoaded] = useState(false);
  const editor = useEditorAfterPaint({
    extensions,
    content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('tiptap-editor.demo.sanitizedLabel'),
        class: 'tessera-rich-content min-h-40 px-4 py-3 text-sm outline-none',
      },
    },
    onCreate: ({ editor }) => setHtml(editor.getHTML()),
    onUpdate: ({ editor }) => setHtml(editor.getHTML()),
  });
  const previewLabels = t('editors.preview', { returnObjects: true }) as HtmlPreviewLabels;
  // Hostile on purpose, and in the user's language like the rest of the page.
  const unsafeHtml = t('tiptap-editor.demo.unsafeHtml');

  const load = () => {
    editor?.commands.setContent(unsafeHtml);
    setLoaded(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" color="warning" onClick={load} disabled={!editor}>
              {t('tiptap-editor.demo.load')}
            </Button>
          </div>
          <pre
            dir="ltr"
            tabIndex={0}
            aria-label={t('tiptap-editor.demo.unsafe')}
            className="max-h-44 overflow-auto rounded-md border bg-muted/40 p-3 text-start font-mono text-xs whitespace-pre-wrap"
          >
            {unsafeHtml}
          </pre>
          <div className="min-w-0 overflow-hidden rounded-lg border bg-card has-[.ProseMirror:focus-visible]:ring-3 has-[.ProseMirror:focus-visible]:ring-primary/40">
            <EditorContent editor={editor} className="min-h-40" />
          </div>
        </div>
        <HtmlPreview html={html} labels={previewLabels} showRemoved />
      </div>
      {loaded && (
        <HtmlPreview
          html={unsafeHtml}
          labels={{ ...previewLabels, preview: t('tiptap-editor.demo.direct') }}
          showRemoved
        />
      )}
    </div>
  );
}
