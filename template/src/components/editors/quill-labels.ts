/**
 * Names for Quill's toolbar controls. Quill labels its buttons with the raw format ("bold",
 * "list: ordered") and leaves its drop-down pickers (heading, size, colour, alignment) without a
 * name at all, and their visible text comes from English CSS. This gives every control a name in
 * the page's language and makes the pickers show the same words.
 */

/**
 * Names keyed by format, or `format-value` for a control with a value: `bold`, `list-ordered`,
 * `indent-+1`, `header` (a picker's own name), `header-1`, and `header-default` for the picker's
 * default item; `link-input` names the link field of Quill's tooltip. A colour item without a name
 * of its own reads as "<picker name> <colour>". (No `:` in keys: i18next reads it as a namespace.)
 */
export type QuillControlLabels = Record<string, string>;

const keyOf = (format: string, value: string | null) => (value === null ? format : `${format}-${value || 'default'}`);

const formatOf = (element: Element) =>
  [...element.classList]
    .find((name) => name.startsWith('ql-') && name !== 'ql-active' && name !== 'ql-picker')
    ?.slice(3);

function labelButtons(root: ParentNode, labels: QuillControlLabels) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const format = formatOf(button);
    if (!format) continue;
    const value = button.getAttribute('value');
    const name = labels[keyOf(format, value)];
    if (name) button.setAttribute('aria-label', name);
  }
}

function labelPickers(root: ParentNode, labels: QuillControlLabels) {
  for (const picker of root.querySelectorAll<HTMLElement>('.ql-toolbar .ql-picker')) {
    const format = [...picker.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker')?.slice(3);
    const pickerName = format ? labels[format] : undefined;
    if (!format || !pickerName) continue;
    const isColour = picker.classList.contains('ql-color-picker');
    const trigger = picker.querySelector('.ql-picker-label');
    trigger?.setAttribute('aria-label', pickerName);
    let selectedLabel: string | null = null;
    for (const item of picker.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      const value = item.getAttribute('data-value') ?? '';
      const name = labels[keyOf(format, value)] ?? (isColour && value ? `${pickerName} ${value}` : undefined);
      if (!name) continue;
      item.setAttribute('aria-label', name);
      // Text pickers show `data-label` instead of their built-in English words.
      if (!isColour) item.setAttribute('data-label', name);
      if (item.classList.contains('ql-selected') || (!value && selectedLabel === null)) selectedLabel = name;
    }
    if (trigger && !isColour && selectedLabel) trigger.setAttribute('data-label', selectedLabel);
  }
}

/** Names every toolbar control under `root` (the editor's host) and the tooltip's link field. */
export function labelQuillToolbar(root: ParentNode, labels: QuillControlLabels): void {
  labelButtons(root, labels);
  labelPickers(root, labels);
  const linkInput = root.querySelector('.ql-tooltip input[type=text]');
  if (linkInput && labels['link-input']) linkInput.setAttribute('aria-label', labels['link-input']);
}
