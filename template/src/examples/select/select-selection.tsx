/** A controlled select: the value lives in state, so other parts of the page can read and set it. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const statuses = ['Pending', 'Processing', 'Shipped', 'Delivered'];

export function SelectSelection() {
  const [status, setStatus] = useState('Processing');
  const next = statuses[(statuses.indexOf(status) + 1) % statuses.length]!;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FormField label="Order status" className="w-56">
        {(control) => (
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {statuses.map((s) => (
                <SelectItem key={s} value={s}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Button variant="outline" onClick={() => setStatus(next)}>
        Mark as {next}
      </Button>
    </div>
  );
}
