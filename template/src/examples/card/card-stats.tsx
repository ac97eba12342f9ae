/** A statistics card: header with an action, a figure, a trend badge and a progress bar. */
import { TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export function CardStats() {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle>Monthly revenue</CardTitle>
        <CardDescription>Target: $48,000</CardDescription>
        <CardAction>
          <Button size="sm" variant="text">
            Details
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span className="text-3xl font-semibold">$42,389</span>
          <Badge color="success">
            <TrendingUp aria-hidden />
            +18.2%
          </Badge>
        </div>
        <Progress value={88} label="Revenue target reached" color="success" />
      </CardContent>
    </Card>
  );
}
