import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { FileInput } from './file-input';

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('FileInput', () => {
  it('shows the chosen names with their sizes, and clears them', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <>
        <label htmlFor="docs">Documents</label>
        <FileInput id="docs" multiple showSize onFilesChange={onFilesChange} />
      </>,
    );
    const input = screen.getByLabelText('Documents');
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    await user.upload(input, [file('a.png', 1400), file('b.png', 20)]);
    expect(screen.getByText('a.png (1.4 kB) and b.png (20 byte)')).toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);

    await user.click(screen.getByRole('button', { name: 'Clear the chosen files' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('keeps to the accepted types and shows chips when asked', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FileInput aria-label="Photo" accept="image/*" chips />);
    await user.upload(screen.getByLabelText('Photo'), [file('notes.txt', 5, 'text/plain'), file('cat.png', 5)]);
    expect(screen.getByText('cat.png')).toHaveAttribute('data-slot', 'chip');
    expect(screen.queryByText(/notes\.txt/)).not.toBeInTheDocument();
  });
});
