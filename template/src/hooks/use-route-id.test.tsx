import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { recordKeyId, useRouteId, wholeNumberId } from './use-route-id';

function ShowJobId({ fallback }: { fallback?: number }) {
  const id = useRouteId({ search: 'id', parse: wholeNumberId, fallback });
  return <output>{id === undefined ? 'none' : String(id)}</output>;
}

function ShowInvoiceId() {
  const id = useRouteId({ param: 'id', parse: recordKeyId });
  return <output>{String(id)}</output>;
}

const at = (path: string, element: React.ReactNode) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/jobs', element },
          { path: '/invoices/:id', element },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

describe('useRouteId', () => {
  it('reads a query parameter, with the fallback when it is absent', () => {
    at('/jobs?id=42', <ShowJobId fallback={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('42');
  });

  it('uses the fallback only for an absent id, never for a malformed one', () => {
    const { unmount } = at('/jobs', <ShowJobId fallback={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    unmount();
    at('/jobs?id=abc', <ShowJobId fallback={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('gives undefined for an absent query parameter without a fallback', () => {
    at('/jobs', <ShowJobId />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('reads a path param, decoded, and checks it', () => {
    const { unmount } = at('/invoices/INV0024-2', <ShowInvoiceId />);
    expect(screen.getByRole('status')).toHaveTextContent('INV0024-2');
    unmount();
    at('/invoices/%3Cscript%3E', <ShowInvoiceId />);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });
});

describe('id parsers', () => {
  it('wholeNumberId takes positive whole numbers of up to nine digits', () => {
    expect(wholeNumberId('7')).toBe(7);
    expect(wholeNumberId('123456789')).toBe(123456789);
    for (const bad of ['', '0', '-1', '1.5', '1e3', ' 1', 'abc', '1234567890']) expect(wholeNumberId(bad)).toBeNull();
  });

  it('recordKeyId takes letters, digits, dashes and underscores, up to 64', () => {
    expect(recordKeyId('prd-009')).toBe('prd-009');
    expect(recordKeyId('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['', 'a'.repeat(65), '<script>', 'INV 1', '../x']) expect(recordKeyId(bad)).toBeNull();
  });
});
