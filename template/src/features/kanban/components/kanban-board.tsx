import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { retryingAfterFailure } from '@/lib/retrying';
import { useBoard } from '../api/get-board';
import { boardHeight, KanbanSkeleton } from './kanban-skeleton';

// dnd-kit, the forms and their rules are fetched once the skeleton has painted, while the board's
// data is on its way: they are not needed to show the page, only to use it.
const loadWorkspace = () => import('./kanban-workspace');
const KanbanWorkspace = lazy(() => loadWorkspace().then((m) => ({ default: m.KanbanWorkspace })));

/** The board from the demo backend: a skeleton of its size until it is loaded, a retry when it fails. */
export function KanbanBoard() {
  const { t } = useTranslation('kanban');
  const board = useBoard();
  const data = useFirstDataInBackground(board.data);
  usePreloadAfterPaint(loadWorkspace);
  if (board.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        onRetry={() => void board.refetch()}
        retrying={retryingAfterFailure(board)}
        className={boardHeight}
      />
    );
  }
  const skeleton = <KanbanSkeleton label={t('loading')} />;
  if (!data) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <KanbanWorkspace board={data} />
    </Suspense>
  );
}
