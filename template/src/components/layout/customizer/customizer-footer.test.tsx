import { screen } from '@testing-library/react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { renderWithProviders } from '@/testing/render';
import { CustomizerFooter } from './customizer-footer';

const inSheet = (demoBackend: boolean) => (
  <Sheet open>
    <SheetContent aria-describedby={undefined}>
      <SheetTitle>Settings</SheetTitle>
      <CustomizerFooter demoBackend={demoBackend} />
    </SheetContent>
  </Sheet>
);

it('offers to reset the demo data while the demo backend runs', async () => {
  await renderWithProviders(inSheet(true));
  expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeInTheDocument();
});

it('shows only the settings reset against a real API', async () => {
  await renderWithProviders(inSheet(false));
  expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
});
