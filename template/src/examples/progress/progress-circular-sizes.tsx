/** `size` sets the diameter and `thickness` the ring width, in pixels. */
import { CircularProgress } from '@/components/ui/progress';

const rings = [
  { size: 24, thickness: 3 },
  { size: 40, thickness: 4 },
  { size: 64, thickness: 6 },
  { size: 88, thickness: 10 },
];

export function ProgressCircularSizes() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {rings.map(({ size, thickness }) => (
        <CircularProgress
          key={size}
          value={70}
          size={size}
          thickness={thickness}
          color="info"
          label={`${size} pixels`}
        />
      ))}
    </div>
  );
}
