import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Height of the board, loaded or not, so nothing below it moves when the cards arrive. */
export const boardHeight = 'h-[max(30rem,calc(100dvh-15rem))]';
export const columnWidth = 'w-[min(20rem,calc(100vw-3.5rem))]';

const cardsPerColumn = [4, 3, 3, 2];

/** The board's loading state: four columns of placeholder cards at the loaded board's size. */
export function KanbanSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex gap-4 overflow-hidden', boardHeight)}>
      {cardsPerColumn.map((cards, column) => (
        <div key={column} className={cn('flex shrink-0 flex-col gap-2.5 rounded-xl bg-muted/60 p-3', columnWidth)}>
          <Skeleton className="mb-1.5 h-6 w-32" />
          {Array.from({ length: cards }, (_, card) => (
            <Skeleton key={card} className="h-24 rounded-lg" />
          ))}
        </div>
      ))}
    </div>
  );
}
