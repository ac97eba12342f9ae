import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { OtpInput } from './otp-input';

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('is one labelled group of boxes; typing moves on and completes the code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    await renderWithProviders(<OtpInput length={4} aria-label="Verification code" onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()[1]).toHaveAccessibleName('Character 2 of 4');
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('34');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('spreads a pasted code over the boxes, keeping only allowed characters', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<OtpInput length={6} type="alphanumeric" aria-label="Code" onChange={onChange} />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => 'ab-12 cd' } });
    expect(onChange).toHaveBeenLastCalledWith('AB12CD');
    expect(boxes()[5]).toHaveValue('D');
  });

  it('goes back with Backspace and moves with the arrows (controlled)', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [code, setCode] = useState('123');
      return (
        <>
          <OtpInput length={4} aria-label="Code" value={code} onChange={setCode} />
          <output>{code}</output>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    await user.click(boxes()[3]!);
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(/^12$/);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('9');
    expect(screen.getByRole('status')).toHaveTextContent(/^92$/);
  });
});
