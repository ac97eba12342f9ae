/** A description adds a second, smaller line for the details. */
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarMultiLine() {
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast('Export finished', {
          tone: 'success',
          description: 'orders-2024.csv (1,284 rows) is in your downloads. The link stays valid for 7 days.',
        })
      }
    >
      Export orders
    </Button>
  );
}
