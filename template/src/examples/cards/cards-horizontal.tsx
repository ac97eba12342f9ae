/** A horizontal card: the picture at the start side on wide screens, on top on phones. */
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-sets';

export function CardsHorizontal() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-2xl overflow-hidden sm:flex-row">
      {/* The product's shot, decorative beside its name. */}
      <Picture
        src={pictureUrl('products', 'ergonomic-chair')}
        alt=""
        width={320}
        height={320}
        sizes="(min-width: 600px) 12rem, 100vw"
        className="aspect-video shrink-0 bg-muted object-cover sm:aspect-square sm:w-48"
      />
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
