import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { formatDigits, MaskedInput } from './masked-input';

function Card({ onDigits }: { onDigits: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <MaskedInput
      aria-label="Card number"
      pattern="#### #### #### ####"
      value={digits}
      onValueChange={(next) => {
        setDigits(next);
        onDigits(next);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('formats digits into the pattern and stops at its length', () => {
    expect(formatDigits('5550102030', '(###) ###-####')).toBe('(555) 010-2030');
    expect(formatDigits('123', '##/##')).toBe('12/3');
    expect(formatDigits('', '##/##')).toBe('');
  });

  it('draws the separators as you type, keeps only digits and reports them plain', async () => {
    const user = userEvent.setup();
    const onDigits = vi.fn();
    await renderWithProviders(<Card onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '4242a42424242424299');
    expect(input).toHaveValue('4242 4242 4242 4242');
    expect(onDigits).toHaveBeenLastCalledWith('4242424242424242');
  });

  it('removes the digit before a separator on Backspace', async () => {
    const user = userEvent.setup();
    const onDigits = vi.fn();
    await renderWithProviders(<Card onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '12345');
    expect(input).toHaveValue('1234 5');
    await user.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('123');
    expect(onDigits).toHaveBeenLastCalledWith('123');
  });
});
