/** Uncontrolled pagination: it keeps its own page; the current one carries aria-current="page". */
import { Pagination } from '@/components/ui/pagination';

export function PaginationBasic() {
  return <Pagination count={7} aria-label="Basic pagination" />;
}
