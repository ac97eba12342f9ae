import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from './select';

function Fruit({ value, onValueChange }: { value?: string; onValueChange?: (v: string) => void }) {
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <Select value={value} onValueChange={onValueChange} defaultValue={value === undefined ? 'apple' : undefined}>
        <SelectTrigger id="fruit">
          <SelectValue placeholder="Pick one" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Fruit</SelectLabel>
            <SelectItem value="apple">Apple</SelectItem>
            <SelectItem value="banana">Banana</SelectItem>
            <SelectItem value="cherry" disabled>
              Cherry
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select', () => {
  it('opens from its labelled trigger, picks an option by click and closes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveTextContent('Apple');
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Banana');
  });

  it('works from the keyboard and skips disabled options (controlled)', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Fruit
          value={value}
          onValueChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    await renderWithProviders(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveTextContent('Pick one');
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Banana'));
    expect(changes).toEqual(['banana']);

    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(changes).toEqual(['banana']);
  });
});
