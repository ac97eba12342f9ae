import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { TextAlign } from '@/components/editors/tiptap-text-align';
import { TiptapToolbar, type TiptapToolbarLabels } from '@/components/editors/tiptap-toolbar';
import '@/components/editors/rich-content.css';

export interface EmailComposeEditorProps {
  /** The starting HTML (a draft, a quoted reply); later changes come from the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** id of the text naming the editable area. */
  labelledBy: string;
}

/**
 * The message body: TipTap with StarterKit and the editors gallery's toolbar (its texts come from
 * that gallery's namespace, so both say the same). TipTap keeps only markup its extensions know,
 * so a quoted body loses any script or handler on the way in.
 */
export function EmailComposeEditor({ initialHtml, onChange, labelledBy }: EmailComposeEditorProps) {
  const { t } = useTranslation('ui-extensions');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false, defaultProtocol: 'https' } }),
      TextAlign,
    ],
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: 'tessera-rich-content min-h-40 px-4 py-3 text-sm outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className="min-w-0 overflow-hidden rounded-lg border border-input has-[.ProseMirror:focus-visible]:ring-3 has-[.ProseMirror:focus-visible]:ring-primary/40">
      <TiptapToolbar
        editor={editor}
        labels={t('tiptap-editor.toolbar', { returnObjects: true }) as TiptapToolbarLabels}
      />
      <EditorContent editor={editor} className="max-h-72 min-h-40 overflow-y-auto" />
    </div>
  );
}
