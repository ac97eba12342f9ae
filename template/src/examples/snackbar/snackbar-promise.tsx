/** `toast.promise` follows a task: a loading snackbar that turns into success or error. */
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

const upload = (fail: boolean) =>
  new Promise<string>((resolve, reject) =>
    window.setTimeout(() => (fail ? reject(new Error('offline')) : resolve('avatar.png')), 1500),
  );

export function SnackbarPromise() {
  const run = (fail: boolean) =>
    toast.promise(upload(fail), {
      loading: 'Uploading…',
      success: (file: string) => `${file} uploaded`,
      error: 'Upload failed, check your connection',
    });
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => run(false)}>Upload</Button>
      <Button variant="tonal" color="error" onClick={() => run(true)}>
        Upload (fails)
      </Button>
    </div>
  );
}
