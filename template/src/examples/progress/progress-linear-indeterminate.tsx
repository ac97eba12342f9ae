/** An indeterminate bar slides while the length of the work is unknown. */
import { Progress } from '@/components/ui/progress';

export function ProgressLinearIndeterminate() {
  return (
    <div className="flex flex-col gap-4">
      <Progress label="Syncing" />
      <Progress label="Syncing" color="success" />
      <Progress label="Syncing" color="secondary" />
    </div>
  );
}
