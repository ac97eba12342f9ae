/** A horizontal card: the picture at the start side on wide screens, on top on phones. */
import { ShoppingCart, Sofa } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';

export function CardsHorizontal() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-2xl overflow-hidden sm:flex-row">
      <div
        aria-hidden
        className="grid aspect-video shrink-0 place-items-center bg-gradient-to-br from-primary/30 via-info/20 to-success/20 sm:w-48"
      >
        <Sofa className="size-12 text-muted-foreground" />
      </div>
      <div className="flex flex-1 flex-col">
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('horizontal.title')}</h3>
          </CardTitle>
          <CardDescription>{t('horizontal.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-semibold">{formatMoney(349)}</p>
        </CardContent>
        <CardFooter>
          <Button size="sm" onClick={() => toast.success(t('horizontal.added'))}>
            <ShoppingCart aria-hidden />
            {t('horizontal.cta')}
          </Button>
        </CardFooter>
      </div>
    </Card>
  );
}
