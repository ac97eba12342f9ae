/**
 * Paragraph and heading alignment for TipTap, in logical terms: `start` and `end` follow the text's
 * direction, so an aligned paragraph stays right in a right-to-left page instead of jumping to the
 * wrong side. Stored as `style="text-align: …"`, which the sanitiser keeps.
 *
 * Commands: `setTextAlign('center')`, `unsetTextAlign()`. Shortcuts: Mod-Shift-L (start),
 * Mod-Shift-E (centre), Mod-Shift-R (end), Mod-Shift-J (justify).
 */
import { Extension } from '@tiptap/react';

export const textAlignments = ['start', 'center', 'end', 'justify'] as const;
export type TextAlignment = (typeof textAlignments)[number];

const isAlignment = (value: string): value is TextAlignment => (textAlignments as readonly string[]).includes(value);

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      /** Aligns the current paragraphs and headings. */
      setTextAlign: (alignment: TextAlignment) => ReturnType;
      /** Back to the default (start). */
      unsetTextAlign: () => ReturnType;
    };
  }
}

export interface TextAlignOptions {
  /** Node types that can be aligned. @default ['heading', 'paragraph'] */
  types: string[];
}

export const TextAlign = Extension.create<TextAlignOptions>({
  name: 'textAlign',

  addOptions() {
    return { types: ['heading', 'paragraph'] };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign;
              return isAlignment(value) ? value : null;
            },
            renderHTML: (attributes: { textAlign?: TextAlignment | null }) =>
              attributes.textAlign ? { style: `text-align: ${attributes.textAlign}` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          isAlignment(alignment) &&
          this.options.types.map((type) => commands.updateAttributes(type, { textAlign: alignment })).some(Boolean),
      unsetTextAlign:
        () =>
        ({ commands }) =>
          this.options.types.map((type) => commands.resetAttributes(type, 'textAlign')).some(Boolean),
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Shift-l': () => this.editor.commands.setTextAlign('start'),
      'Mod-Shift-e': () => this.editor.commands.setTextAlign('center'),
      'Mod-Shift-r': () => this.editor.commands.setTextAlign('end'),
      'Mod-Shift-j': () => this.editor.commands.setTextAlign('justify'),
    };
  },
});
