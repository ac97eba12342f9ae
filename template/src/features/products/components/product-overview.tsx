import { Pencil, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useProducts } from '../api/get-products';
import type { Product } from '../types';
import { productEditHref, productOverviewHref } from './product-links';
import { ProductRating } from './product-rating';
import { ProductThumb } from './product-thumb';

export interface ProductOverviewProps {
  product: Product;
}

/** One product in detail, and five others to look at: its own category's first. */
export function ProductOverview({ product }: ProductOverviewProps) {
  const { t } = useTranslation('products');
  const others = (useProducts().data ?? []).filter((p) => p.uid !== product.uid);
  const suggestions = [
    ...others.filter((p) => p.category === product.category),
    ...others.filter((p) => p.category !== product.category),
  ];
  const inStock = product.quantity > 0;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid grid-cols-1 gap-8 p-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <ProductThumb image={product.image} category={product.category} alt={product.name} size="lg" priority />
            <div className="flex flex-wrap gap-3">
              <Button color="info" onClick={() => toast.success(t('overview.added', { name: product.name }))}>
                <ShoppingCart aria-hidden />
                {t('overview.addToCart')}
              </Button>
              <Button asChild variant="tonal">
                <Link to={productEditHref(product.uid)}>
                  <Pencil aria-hidden />
                  {t('actions.edit')}
                </Link>
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-4">
            <div>
              <h2 className="text-2xl font-semibold">{product.name}</h2>
              <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
                <ProductRating value={product.rating} label={t('rating', { value: product.rating })} />
                {t('overview.reviews', { count: product.totalReview, formatted: formatNumber(product.totalReview) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-muted-foreground">{t('columns.price')}</span>
              <span className="text-2xl font-semibold tabular-nums">
                {formatMoney(product.price, product.currency)}
              </span>
              <Chip color={inStock ? 'success' : 'error'}>
                {inStock ? t('overview.inStock') : t('overview.outOfStock')}
              </Chip>
              {product.discount > 0 && <Chip>{t('overview.off', { value: formatPercent(product.discount) })}</Chip>}
            </div>
            <section>
              <h3 className="mb-2 font-semibold">{t('overview.description')}</h3>
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {product.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="mb-2 font-semibold">{t('overview.specifications')}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('fields.category')}</dt>
                <dd>{t(`categories.${product.category}`)}</dd>
                <dt className="text-muted-foreground">{t('fields.weight')}</dt>
                <dd>{formatNumber(product.weight)}</dd>
                <dt className="text-muted-foreground">{t('fields.sku')}</dt>
                <dd>{product.sku}</dd>
                <dt className="text-muted-foreground">{t('fields.quantity')}</dt>
                <dd>{formatNumber(product.quantity)}</dd>
              </dl>
            </section>
          </div>
        </CardContent>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>{t('overview.suggestions')}</CardTitle>
        </CardHeader>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.name')}</TableHead>
              <TableHead>{t('columns.rating')}</TableHead>
              <TableHead className="text-end">{t('columns.price')}</TableHead>
              <TableHead>{t('columns.discount')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {suggestions.slice(0, 5).map((p) => (
              <TableRow key={p.uid}>
                <TableCell>
                  <Link to={productOverviewHref(p.uid)} className="flex items-center gap-3 font-medium hover:underline">
                    <ProductThumb image={p.image} category={p.category} />
                    {p.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <ProductRating value={p.rating} label={t('rating', { value: p.rating })} />
                </TableCell>
                <TableCell className="text-end tabular-nums">{formatMoney(p.price)}</TableCell>
                <TableCell>
                  <Chip>{formatPercent(p.discount)}</Chip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
