/** Tonal, solid and outline current pages, in any of the kit's colours. */
import { Pagination } from '@/components/ui/pagination';

export function PaginationVariants() {
  return (
    <div className="flex flex-col gap-4">
      <Pagination count={5} defaultPage={2} variant="tonal" aria-label="Tonal" />
      <Pagination count={5} defaultPage={2} variant="solid" color="success" aria-label="Solid" />
      <Pagination count={5} defaultPage={2} variant="outline" color="info" shape="rounded" aria-label="Outline" />
    </div>
  );
}
