/** `siblings` sets how many pages show beside the current one, `boundaries` how many at each end. */
import { Pagination } from '@/components/ui/pagination';

export function PaginationSiblings() {
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={30} defaultPage={15} siblings={0} aria-label="No siblings" />
      <Pagination count={30} defaultPage={15} aria-label="One sibling" />
      <Pagination
        count={30}
        defaultPage={15}
        siblings={2}
        boundaries={2}
        className="max-sm:hidden"
        aria-label="Two siblings"
      />
    </div>
  );
}
