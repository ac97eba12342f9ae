import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { renderWithProviders } from '@/testing/render';
import { TextAlign } from './tiptap-text-align';
import { TiptapToolbar, type TiptapToolbarLabels } from './tiptap-toolbar';

const labels = Object.fromEntries(
  [
    ...['toolbar', 'undo', 'redo', 'heading1', 'heading2', 'heading3', 'bold', 'italic', 'underline', 'strike'],
    ...['code', 'bulletList', 'orderedList', 'blockquote', 'codeBlock', 'alignStart', 'alignCenter', 'alignEnd'],
    ...['alignJustify', 'horizontalRule', 'clear', 'link', 'linkUrl', 'linkApply', 'linkRemove', 'linkInvalid'],
  ].map((key) => [key, key]),
) as unknown as TiptapToolbarLabels;

let current: Editor | null = null;

function Harness() {
  const editor = useEditor({
    extensions: [StarterKit, TextAlign],
    content: '<p>Hello world</p>',
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: created }) => {
      current = created;
    },
  });
  return (
    <>
      <TiptapToolbar editor={editor} labels={labels} />
      <EditorContent editor={editor} />
    </>
  );
}

async function setup() {
  const user = userEvent.setup();
  await renderWithProviders(<Harness />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'bold' })).toBeEnabled());
  // Select the whole paragraph, as a user would before pressing a button.
  act(() => void current!.commands.selectAll());
  return user;
}

describe('TiptapToolbar', () => {
  it('is one toolbar whose formats say whether they are on', async () => {
    const user = await setup();
    expect(screen.getByRole('toolbar', { name: 'toolbar' })).toBeInTheDocument();
    const bold = screen.getByRole('button', { name: 'bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(current!.getHTML()).toBe('<p><strong>Hello world</strong></p>');

    await user.click(screen.getByRole('button', { name: 'alignCenter' }));
    expect(current!.getHTML()).toBe('<p style="text-align: center;"><strong>Hello world</strong></p>');
    expect(screen.getByRole('button', { name: 'alignCenter' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'alignStart' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('enables undo once there is something to undo, and undoes', async () => {
    const user = await setup();
    const undo = screen.getByRole('button', { name: 'undo' });
    expect(undo).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'italic' }));
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(current!.getHTML()).toBe('<p>Hello world</p>');
  });

  it('is a single Tab stop; the arrow keys, Home and End move along the enabled buttons', async () => {
    const user = await setup();
    const tabbable = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    // Undo and redo are disabled, so the first heading button is where Tab enters.
    expect(tabbable.map((button) => button.getAttribute('aria-label'))).toEqual(['heading1']);
    screen.getByRole('button', { name: 'heading1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'heading2' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'clear' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'heading1' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'clear' })).toHaveFocus();
    // Tab comes back to the button used last.
    expect(screen.getByRole('button', { name: 'clear' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'heading1' })).toHaveAttribute('tabindex', '-1');
  });

  it('refuses a javascript: link with a message, and links the selection to a web address', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'link' }));
    const field = await screen.findByRole('textbox', { name: 'linkUrl' });
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('linkInvalid');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(current!.getHTML()).not.toContain('<a');

    await user.clear(field);
    await user.type(field, 'https://example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'linkUrl' })).not.toBeInTheDocument());
    expect(current!.getHTML()).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">',
    );
  });
});
