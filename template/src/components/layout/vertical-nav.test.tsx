import { fireEvent, screen, within } from '@testing-library/react';
import { navigation } from '@/config/navigation';
import { pathTo } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { VerticalNav } from './vertical-nav';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
/** Links drawn in the menu, inert (closed) groups included: what the page builds and hydrates. */
const drawnLinks = () => menu().querySelectorAll('a[href]');

describe('VerticalNav', () => {
  it("draws the open group's links only, and a closed group's links from the first time it opens", async () => {
    await renderWithProviders(<VerticalNav sections={navigation} onSearch={() => {}} />, {
      path: pathTo('ecommerce-order-list'),
      routeName: 'ecommerce-order-list',
    });
    const order = within(menu()).getByRole('button', { name: 'Order' });
    expect(order).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    const before = drawnLinks().length;
    // The invoice group is closed: none of its links exist yet, only its button.
    const invoice = within(menu()).getByRole('button', { name: 'Invoice' });
    const invoicePanel = () => document.getElementById(invoice.getAttribute('aria-controls')!)!;
    expect(invoicePanel().querySelectorAll('a')).toHaveLength(0);

    fireEvent.click(invoice);
    expect(invoice).toHaveAttribute('aria-expanded', 'true');
    expect(order).toHaveAttribute('aria-expanded', 'false');
    expect(within(invoicePanel()).getByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(drawnLinks().length).toBeGreaterThan(before);

    // Closing keeps them (hidden and inert), so the group shrinks with its animation.
    fireEvent.click(invoice);
    expect(invoice).toHaveAttribute('aria-expanded', 'false');
    expect(invoicePanel()).toHaveAttribute('inert');
    expect(invoicePanel().querySelectorAll('a').length).toBeGreaterThan(0);
  });
});
