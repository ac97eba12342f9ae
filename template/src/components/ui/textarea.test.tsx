import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Textarea } from './input';

/** happy-dom lays nothing out: a line of text is 20 px of scroll height here, and reading it is counted. */
let reads = 0;
beforeEach(() => {
  reads = 0;
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    reads += 1;
    return this.value.split('\n').length * 20;
  });
});
afterEach(() => vi.restoreAllMocks());

function Comment() {
  const [text, setText] = useState('');
  return (
    <>
      <Textarea aria-label="Comment" autoGrow rows={1} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setText('')}>
        Clear
      </button>
    </>
  );
}

describe('Textarea autoGrow', () => {
  it('measures nothing while empty, grows with its lines and goes back to its rows when cleared', async () => {
    const user = userEvent.setup();
    render(<Comment />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(reads).toBe(0);
    expect(field.style.height).toBe('');

    await user.type(field, 'one{Enter}two{Enter}three');
    expect(field.style.height).toBe('60px');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
    expect(field.style.height).toBe('');
  });
});
