/** Without a value the ring spins: work is happening but its length is unknown. */
import { CircularProgress } from '@/components/ui/progress';

export function ProgressCircularIndeterminate() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <CircularProgress label="Loading" />
      <CircularProgress label="Loading" color="success" />
      <CircularProgress label="Loading" color="warning" />
      <CircularProgress label="Loading" color="error" />
    </div>
  );
}
