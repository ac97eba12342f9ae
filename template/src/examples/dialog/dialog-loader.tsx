/** A blocking progress dialog while work runs; it is announced busy and closes itself when done. */
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';

export function DialogLoader() {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setRunning(false), 2500);
    return () => window.clearTimeout(timer);
  }, [running]);
  return (
    <>
      <Button loading={running} onClick={() => setRunning(true)}>
        Generate report
      </Button>
      <Dialog open={running} onOpenChange={() => undefined}>
        <DialogContent showClose={false} className="max-w-sm gap-3 p-6" aria-busy>
          <DialogTitle>Generating the report</DialogTitle>
          <DialogDescription>This takes a few seconds.</DialogDescription>
          <Progress label="Generating the report" />
        </DialogContent>
      </Dialog>
    </>
  );
}
