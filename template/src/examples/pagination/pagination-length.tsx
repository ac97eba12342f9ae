/** Controlled: the page owns the current page and shows where the reader is. */
import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';

export function PaginationLength() {
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <Pagination count={50} page={page} onPageChange={setPage} aria-label="Fifty pages" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of 50
      </p>
    </div>
  );
}
