import { render, screen } from '@testing-library/react';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with links up the trail and the current page last', () => {
    render(
      <Breadcrumbs>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="/">Home</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Invoices</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('Invoices')).toHaveAttribute('aria-current', 'page');
    // Separators are decoration: hidden from assistive technology and not counted as items.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes a custom separator and a translated name', () => {
    render(
      <Breadcrumbs aria-label="Fil d’Ariane">
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="/">Accueil</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator>/</BreadcrumbSeparator>
        </BreadcrumbList>
      </Breadcrumbs>,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveTextContent('Accueil/');
  });
});
