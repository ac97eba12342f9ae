/**
 * A card with a picture on top: the picture's box keeps its ratio (no layout shift when the image
 * arrives). The tinted block is its slot: put an `<img>` with width, height and alt text in it.
 */
import { ArrowRight, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { pathTo } from '@/config/paths';

export function CardsImage() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-sm overflow-hidden">
      <div aria-hidden className="grid aspect-video place-items-center bg-gradient-to-br from-primary/30 to-info/20">
        <ImageIcon className="size-10 text-primary/60" />
      </div>
      <CardHeader>
        <Badge size="sm" className="mb-1 w-fit">
          {t('image.badge')}
        </Badge>
        <CardTitle asChild>
          <h3>{t('image.title')}</h3>
        </CardTitle>
        <CardDescription>{t('image.text')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="tonal" size="sm" asChild>
          <Link to={pathTo('front-end-landing')}>
            {t('image.cta')}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
