/**
 * A card with a picture on top: the picture's box keeps its ratio (no layout shift when the image
 * arrives). Here the product's own picture, in the look of the theme; decorative beside the title.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ProductPreview } from '@/components/ui/product-preview';

export function CardsImage() {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState(false);
  const moreId = useId();
  return (
    <Card className="max-w-sm overflow-hidden">
      <ProductPreview name="dashboard" sizes="24rem" className="aspect-video bg-muted object-cover object-top" />
      <CardHeader>
        <Badge size="sm" className="mb-1 w-fit">
          {t('image.badge')}
        </Badge>
        <CardTitle asChild>
          <h3>{t('image.title')}</h3>
        </CardTitle>
        <CardDescription>{t('image.text')}</CardDescription>
      </CardHeader>
      <CardContent id={moreId} hidden={!open} className="text-sm">
        {t('image.more')}
      </CardContent>
      <CardFooter>
        <Button
          variant="tonal"
          size="sm"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('image.less') : t('image.cta')}
          <ChevronDown aria-hidden className={open ? 'rotate-180' : undefined} />
        </Button>
      </CardFooter>
    </Card>
  );
}
