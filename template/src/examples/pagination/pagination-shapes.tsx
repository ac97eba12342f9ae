/** Circles (the default) or rounded squares that follow the skin's radius. */
import { Pagination } from '@/components/ui/pagination';

export function PaginationShapes() {
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} aria-label="Circle pages" />
      <Pagination count={5} shape="rounded" aria-label="Rounded pages" />
    </div>
  );
}
