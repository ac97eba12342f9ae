/** The app's toaster (Sonner) in each tone: neutral, success, error, info and warning, with a description. */
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function ToastifyTones() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" color="secondary" onClick={() => toast('Draft saved')}>
        Default
      </Button>
      <Button
        color="success"
        onClick={() => toast.success('Payment received', { description: 'Invoice INV0002 is now paid.' })}
      >
        Success
      </Button>
      <Button
        color="error"
        onClick={() => toast.error('Upload failed', { description: 'The file is larger than 5 MB.' })}
      >
        Error
      </Button>
      <Button color="info" onClick={() => toast.info('New version available', { description: 'Reload to update.' })}>
        Info
      </Button>
      <Button
        color="warning"
        onClick={() => toast.warning('Storage almost full', { description: '92% of your plan is used.' })}
      >
        Warning
      </Button>
    </div>
  );
}
