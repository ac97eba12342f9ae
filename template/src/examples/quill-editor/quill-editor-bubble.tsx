/**
 * Quill's Bubble theme: no toolbar until text is selected (with the mouse or Shift and the arrow
 * keys), then a small one floats over the selection. Suits comments and short notes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlPreview, type HtmlPreviewLabels } from '@/components/editors/html-preview';
import { QuillEditor, type QuillToolbar } from '@/components/editors/quill-editor';
import type { QuillControlLabels } from '@/components/editors/quill-labels';

const toolbar: QuillToolbar = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: 1 }, { header: 2 }, 'blockquote', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
];
const formats = ['bold', 'italic', 'underline', 'strike', 'header', 'blockquote', 'link', 'list'];

export function QuillEditorBubble() {
  const { t, i18n } = useTranslation('ui-extensions');
  const [html, setHtml] = useState('');
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <QuillEditor
        key={i18n.language}
        theme="bubble"
        toolbar={toolbar}
        formats={formats}
        defaultValue={t('quill-editor.demo.bubbleContent')}
        label={t('quill-editor.demo.bubbleLabel')}
        placeholder={t('quill-editor.demo.placeholder')}
        controlLabels={t('quill-editor.controls', { returnObjects: true }) as QuillControlLabels}
        onChange={setHtml}
        height={200}
      />
      <HtmlPreview html={html} labels={t('editors.preview', { returnObjects: true }) as HtmlPreviewLabels} />
    </div>
  );
}
