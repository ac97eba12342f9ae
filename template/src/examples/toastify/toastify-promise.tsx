/**
 * One toast follows a task from start to finish: loading while it runs, then success or error.
 * The save here is simulated; pass any promise, such as a mutation's `mutateAsync()`.
 */
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

const simulateSave = (succeed: boolean) =>
  new Promise<{ name: string }>((resolve, reject) => {
    window.setTimeout(() => (succeed ? resolve({ name: 'Q3 report' }) : reject(new Error('Network error'))), 1500);
  });

export function ToastifyPromise() {
  const save = (succeed: boolean) => {
    toast.promise(simulateSave(succeed), {
      loading: 'Saving…',
      success: (file) => `${file.name} saved`,
      error: (error: Error) => `Could not save: ${error.message}`,
    });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => save(true)}>Save (succeeds)</Button>
      <Button variant="outline" color="error" onClick={() => save(false)}>
        Save (fails)
      </Button>
    </div>
  );
}
