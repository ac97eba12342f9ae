/** Height and corners come from className; `striped` adds diagonal stripes. */
import { Progress } from '@/components/ui/progress';

export function ProgressLinearStriped() {
  return (
    <div className="flex flex-col gap-4">
      <Progress value={60} striped className="h-3" label="Striped" />
      <Progress
        value={45}
        striped
        color="success"
        className="h-4 rounded-sm [&>*]:rounded-sm"
        label="Striped, square"
      />
      <Progress value={80} color="warning" className="h-1" label="Thin" />
      <Progress value={30} color="error" className="h-5" label="Thick" />
    </div>
  );
}
