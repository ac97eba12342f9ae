/** The list on a tinted, rounded background: handy at the top of a card or a toolbar. */
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

export function BreadcrumbsBackground() {
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumbs aria-label="Tinted breadcrumb">
        <BreadcrumbList className="w-fit rounded-[var(--radius)] bg-primary/10 px-4 py-2">
          <BreadcrumbItem>
            <BreadcrumbLink href="#">Library</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage className="text-primary-text">Data</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>
      <Breadcrumbs aria-label="Muted breadcrumb">
        <BreadcrumbList className="w-fit rounded-full bg-muted px-4 py-2">
          <BreadcrumbItem>
            <BreadcrumbLink href="#">Settings</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Billing</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>
    </div>
  );
}
