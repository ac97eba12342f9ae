import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { ImageField } from './image-field';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ImageField
      label="Picture"
      value={value}
      maxBytes={1000}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ImageField', () => {
  it('refuses a file that is not a picture, then one over the size limit, and keeps nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Picture');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose a PNG, JPEG, WebP, GIF or BMP picture.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File([new Uint8Array(2000)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('The picture is too large: 1 kB at most.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews a chosen picture and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    await user.upload(
      screen.getByLabelText('Picture'),
      new File([new Uint8Array(10)], 'dot.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
