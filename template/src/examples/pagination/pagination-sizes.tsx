/** Three sizes, matching the icon-button sizes; a disabled pagination blocks every button. */
import { Pagination } from '@/components/ui/pagination';

export function PaginationSizes() {
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} size="sm" aria-label="Small" />
      <Pagination count={5} size="md" aria-label="Medium" />
      <Pagination count={5} size="lg" aria-label="Large" />
      <Pagination count={5} disabled aria-label="Disabled" />
    </div>
  );
}
