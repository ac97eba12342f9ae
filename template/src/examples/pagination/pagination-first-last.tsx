/** Buttons to the first and last page (here with no siblings, to fit phones); arrows follow the reading direction. */
import { Pagination } from '@/components/ui/pagination';

export function PaginationFirstLast() {
  return (
    <Pagination count={24} defaultPage={12} siblings={0} showFirstLast aria-label="Pagination with first and last" />
  );
}
