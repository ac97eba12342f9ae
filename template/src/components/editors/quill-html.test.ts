import Quill from 'quill';
import { withPlainSpaces } from './quill-html';

describe('withPlainSpaces', () => {
  it('gives single spaces back and keeps runs of spaces visible', () => {
    expect(withPlainSpaces('<p>a&nbsp;text&nbsp;<strong>with&nbsp;</strong>spaces</p>')).toBe(
      '<p>a text <strong>with </strong>spaces</p>',
    );
    expect(withPlainSpaces('<p>two&nbsp;&nbsp;and&nbsp;&nbsp;&nbsp;three</p>')).toBe(
      '<p>two&nbsp; and&nbsp;&nbsp; three</p>',
    );
  });

  it('fixes what Quill itself outputs', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const quill = new Quill(host);
    quill.setText('Words wrap  again\n');
    expect(withPlainSpaces(quill.getSemanticHTML())).toBe('<p>Words wrap&nbsp; again</p>');
    host.remove();
  });
});
