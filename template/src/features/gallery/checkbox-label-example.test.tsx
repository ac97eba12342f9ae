/** The checkbox gallery's labelled example (examples/ holds only examples: its galleries load every file there). */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CheckboxLabel } from '@/examples/checkbox/checkbox-label';

it('names the checkbox with its label, whose link is a real link, and describes it with the hint', async () => {
  await renderWithProviders(<CheckboxLabel />, { ns: ['ui-forms'] });
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
  expect(checkbox).toHaveAccessibleDescription(/./);
  expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '#terms');
  expect(document.body.textContent).not.toContain('<terms>');
});
