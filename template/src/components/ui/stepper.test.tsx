import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { Stepper, type StepperStep } from './stepper';

const steps: StepperStep[] = [
  { id: 'account', title: 'Account', content: <p>Account form</p> },
  { id: 'profile', title: 'Profile', content: <p>Profile form</p> },
  { id: 'billing', title: 'Billing', content: <p>Billing form</p> },
  { id: 'review', title: 'Review', content: <p>Review page</p> },
];

const step = (name: RegExp | string) => screen.getByRole('button', { name });

describe('Stepper', () => {
  it('marks the current step, announces finished ones and shows the current content', async () => {
    await renderWithProviders(<Stepper steps={steps} defaultValue="billing" />);
    expect(screen.getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    expect(step(/^Billing/)).toHaveAttribute('aria-current', 'step');
    expect(step(/^Account\W+completed/)).toBeEnabled();
    expect(step(/^Review/)).toBeDisabled();
    expect(screen.getByText('Billing form')).toBeInTheDocument();
    expect(screen.queryByText('Account form')).not.toBeInTheDocument();
  });

  it('opens a finished step in linear mode and moves focus with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithProviders(<Stepper steps={steps} defaultValue="billing" onValueChange={onValueChange} />);
    await user.tab();
    expect(step(/^Billing/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(step(/^Account/)).toHaveFocus(); // wraps past the unreachable Review step
    await user.keyboard('{End}');
    expect(step(/^Billing/)).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('account');
    expect(step(/^Account/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Account form')).toBeInTheDocument();
  });

  it('follows the value prop when controlled and reports errors', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const withError = steps.map((s) => (s.id === 'profile' ? { ...s, error: true } : s));
    await renderWithProviders(
      <Stepper steps={withError} value="billing" onValueChange={onValueChange} navigation="free" />,
    );
    expect(step(/^Profile\W+has an error/)).toBeInTheDocument();
    await user.click(step(/^Review/));
    expect(onValueChange).toHaveBeenCalledWith('review');
    expect(step(/^Billing/)).toHaveAttribute('aria-current', 'step');
  });

  it('lays the steps out vertically with the content under the current one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Stepper steps={steps} orientation="vertical" defaultValue="profile" />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Profile form');
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(step(/^Account/)).toHaveFocus();
  });
});
