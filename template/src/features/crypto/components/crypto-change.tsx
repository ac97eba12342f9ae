import { TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatPercent } from '@/lib/format';

/** The 24-hour change as a green or red chip with its sign. */
export function CryptoChange({ value }: { value: number }) {
  const up = value >= 0;
  return (
    <Badge color={up ? 'success' : 'error'} dir="ltr">
      {up ? <TrendingUp aria-hidden /> : <TrendingDown aria-hidden />}
      {formatPercent(value, { signDisplay: 'exceptZero' })}
    </Badge>
  );
}
