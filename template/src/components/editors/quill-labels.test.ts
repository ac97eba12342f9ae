import Quill from 'quill';
import { labelQuillToolbar } from './quill-labels';

function mountQuill(toolbar: unknown[]) {
  const host = document.createElement('div');
  const editor = document.createElement('div');
  host.append(editor);
  document.body.append(host);
  new Quill(editor, { theme: 'snow', modules: { toolbar } });
  return host;
}

const labels = {
  bold: 'Gras',
  'list-ordered': 'Liste numérotée',
  header: 'Style de texte',
  'header-1': 'Titre 1',
  'header-default': 'Normal',
  color: 'Couleur',
  'color-default': 'Couleur par défaut',
  'link-input': 'Adresse du lien',
};

afterEach(() => document.body.replaceChildren());

describe('labelQuillToolbar', () => {
  it('names buttons by format and value, in the given words', () => {
    const host = mountQuill([['bold', 'italic', { list: 'ordered' }], ['link']]);
    labelQuillToolbar(host, labels);
    expect(host.querySelector('button.ql-bold')).toHaveAttribute('aria-label', 'Gras');
    expect(host.querySelector('button.ql-list[value=ordered]')).toHaveAttribute('aria-label', 'Liste numérotée');
    // No word given: Quill's own name stays.
    expect(host.querySelector('button.ql-italic')).toHaveAttribute('aria-label', 'italic');
    expect(host.querySelector('.ql-tooltip input[type=text]')).toHaveAttribute('aria-label', 'Adresse du lien');
  });

  it('names pickers and their items, and shows the words in text pickers', () => {
    const host = mountQuill([[{ header: [1, false] }, { color: ['#e60000', false] }]]);
    labelQuillToolbar(host, labels);
    const header = host.querySelector('.ql-picker.ql-header')!;
    expect(header.querySelector('.ql-picker-label')).toHaveAttribute('aria-label', 'Style de texte');
    const [h1, normal] = header.querySelectorAll('.ql-picker-item');
    expect(h1).toHaveAttribute('aria-label', 'Titre 1');
    expect(h1).toHaveAttribute('data-label', 'Titre 1');
    expect(normal).toHaveAttribute('aria-label', 'Normal');

    const color = host.querySelector('.ql-picker.ql-color')!;
    expect(color.querySelector('.ql-picker-label')).toHaveAttribute('aria-label', 'Couleur');
    expect(color.querySelector('[data-value="#e60000"]')).toHaveAttribute('aria-label', 'Couleur #e60000');
    // Colour swatches show a colour, not a word.
    expect(color.querySelector('[data-value="#e60000"]')).not.toHaveAttribute('data-label');
  });

  it('leaves a picker without a given name untouched', () => {
    const host = mountQuill([[{ size: ['small', false] }]]);
    labelQuillToolbar(host, labels);
    expect(host.querySelector('.ql-size .ql-picker-label')).not.toHaveAttribute('aria-label');
  });
});
