import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { renderWithProviders } from '@/testing/render';
import { Combobox, type ComboboxItem } from './combobox';

const cities: ComboboxItem[] = [
  { value: 'paris', label: 'Paris' },
  { value: 'zurich', label: 'Zürich' },
  { value: 'rome', label: 'Rome', disabled: true },
  { value: 'oslo', label: 'Oslo' },
];

const renderLabelled = (ui: ReactElement) =>
  renderWithProviders(
    <>
      <label htmlFor="city">City</label>
      {ui}
    </>,
  );

describe('Combobox', () => {
  it('filters as you type (ignoring case and accents) and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderLabelled(<Combobox id="city" options={cities} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'zur');
    expect(await screen.findByRole('option', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Paris' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('zurich');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('Zürich');
  });

  it('says when nothing matches, and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderLabelled(<Combobox id="city" options={cities} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'xyz');
    expect(await screen.findByRole('option', { name: 'No results' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('keeps several values as chips; Backspace and the chip button remove them (controlled)', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string[]>(['paris']);
      return (
        <>
          <Combobox id="city" multiple options={cities} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    await renderLabelled(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'os');
    await user.click(await screen.findByRole('option', { name: 'Oslo' }));
    expect(screen.getByRole('status')).toHaveTextContent('paris,oslo');
    await user.click(screen.getByRole('button', { name: 'Remove Paris' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^oslo$/);
    input.focus();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('offers the typed text as a value when free text is allowed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderLabelled(<Combobox id="city" options={cities} allowCustom onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Lyon');
    await user.click(await screen.findByRole('option', { name: 'Use “Lyon”' }));
    expect(onChange).toHaveBeenLastCalledWith('Lyon');
  });

  it('leaves filtering to the caller for async options and shows their loading state', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    await renderLabelled(<Combobox id="city" options={[]} loading onQueryChange={onQueryChange} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'p');
    expect(onQueryChange).toHaveBeenLastCalledWith('p');
    expect(await screen.findByRole('option', { name: 'Loading…' })).toBeInTheDocument();
  });
});
