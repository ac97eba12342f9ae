import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { email, maxLength, required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';
import { renderWithProviders } from '@/testing/render';
import { Checkbox } from './checkbox';
import { renderToString } from 'react-dom/server';
import { ControlledField, registerWithValue } from './form';
import { Input, NativeSelect, Textarea } from './input';
import { PasswordInput } from './input-group';

const schema = z.object({
  email: z.string().check(ruleCheck(required, email)),
  bio: z.string().check(ruleCheck(maxLength(10))),
});

function Profile({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', bio: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <ControlledField control={control} name="email" label="Email" description="We never share it." required>
        {(field, aria) => <Input {...field} {...aria} />}
      </ControlledField>
      <ControlledField control={control} name="bio" label="Bio" maxLength={10}>
        {(field, aria) => <Textarea {...field} {...aria} />}
      </ControlledField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('ControlledField with react-hook-form and zod', () => {
  it('shows the default rule messages, wires them to the control and focuses the first error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithProviders(<Profile onSubmit={onSubmit} />, { ns: ['auth'] });
    const emailInput = screen.getByRole('textbox', { name: 'Email' });
    expect(emailInput).toHaveAttribute('aria-required', 'true');
    expect(emailInput).toHaveAccessibleDescription('We never share it.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('We never share it. This field is required');
    expect(emailInput).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(emailInput, 'ada@demo');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(emailInput, '.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(emailInput).not.toHaveAttribute('aria-invalid');
  });

  it('counts characters against the maximum and refuses too many', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithProviders(<Profile onSubmit={onSubmit} />, { ns: ['auth'] });
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAccessibleDescription('0 / 10');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@demo.com');
    await user.type(bio, 'Analytical engine');
    expect(screen.getByText('17 / 10')).toHaveAttribute('data-over', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must enter a maximum of 10 characters')).toBeInTheDocument();
    expect(bio).toHaveFocus();
    await user.clear(bio);
    await user.type(bio, 'Poet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@demo.com', bio: 'Poet' }, expect.anything());
  });

  it('shows the messages in the current language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Profile onSubmit={vi.fn()} />, { ns: ['auth'], locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
  });
});

describe('form controls', () => {
  it('PasswordInput shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('Checkbox can be indeterminate, and a click makes it checked', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Checkbox aria-label="All rows" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'All rows' });
    expect(box).toHaveProperty('indeterminate', true);
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(box).toBeChecked();
  });
});

describe('registerWithValue', () => {
  function Filled() {
    const form = useForm({ defaultValues: { name: 'Ada & co', price: 12.5, notes: 'Two lines', kind: 'b' } });
    return (
      <form>
        <Input aria-label="Name" {...registerWithValue(form, 'name')} />
        <Input aria-label="Price" {...registerWithValue(form, 'price')} />
        <Textarea aria-label="Notes" {...registerWithValue(form, 'notes')} />
        <NativeSelect aria-label="Kind" {...registerWithValue(form, 'kind')}>
          <option value="a">A</option>
          <option value="b">B</option>
        </NativeSelect>
      </form>
    );
  }

  it("puts each field's value in the markup rendered before the app runs", () => {
    const html = renderToString(<Filled />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector<HTMLInputElement>('[aria-label=Name]')?.getAttribute('value')).toBe('Ada & co');
    expect(page.querySelector<HTMLInputElement>('[aria-label=Price]')?.getAttribute('value')).toBe('12.5');
    expect(page.querySelector('textarea')?.textContent).toBe('Two lines');
    expect(page.querySelector('option[selected]')?.getAttribute('value')).toBe('b');
  });
});
