/**
 * Quill's Snow theme with a full toolbar: text style, font, size, marks, colours, scripts, lists,
 * indents, alignment, paragraph direction, quote, code and links. Every change shows beside it as
 * HTML once DOMPurify has cleaned it, the only way editor output should reach a page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlPreview, type HtmlPreviewLabels } from '@/components/editors/html-preview';
import { QuillEditor, type QuillToolbar } from '@/components/editors/quill-editor';
import type { QuillControlLabels } from '@/components/editors/quill-labels';

const toolbar: QuillToolbar = [
  [{ header: [1, 2, 3, false] }, { font: [] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [] }, { direction: 'rtl' }],
  ['blockquote', 'code-block', 'link'],
  ['clean'],
];

// What the editor keeps, typed, pasted or loaded. Images are left out: pasted ones would point at
// other sites, and stored content should reference uploaded files rather than embed them.
const formats = [
  ...['header', 'font', 'size', 'bold', 'italic', 'underline', 'strike', 'code', 'color', 'background'],
  ...['script', 'list', 'indent', 'align', 'direction', 'blockquote', 'code-block', 'link'],
];

export function QuillEditorSnow() {
  const { t, i18n } = useTranslation('ui-extensions');
  const [html, setHtml] = useState('');
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <QuillEditor
        // Started again in a new language, so its controls and sample text follow.
        key={i18n.language}
        toolbar={toolbar}
        formats={formats}
        defaultValue={t('quill-editor.demo.snowContent')}
        label={t('quill-editor.demo.snowLabel')}
        placeholder={t('quill-editor.demo.placeholder')}
        controlLabels={t('quill-editor.controls', { returnObjects: true }) as QuillControlLabels}
        onChange={setHtml}
        height={260}
      />
      <HtmlPreview html={html} labels={t('editors.preview', { returnObjects: true }) as HtmlPreviewLabels} />
    </div>
  );
}
