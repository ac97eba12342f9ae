import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailScreen } from '@/components/layout/detail-screen';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import type { Product } from '../types';
import { useChosenProduct } from './use-chosen-product';

/**
 * The loaded layout's height per screen on a desktop (taller than a phone's viewport too, so the
 * footer stays out of view until the product arrives). Measured at 1440 px: the overview 57rem, the
 * editor 82rem; phones and tablets stack the columns and run longer.
 */
const skeletonHeight = { editor: 'h-[82rem]', overview: 'h-[57rem]' } as const;

export interface ProductScreenProps {
  /** The screen's h1 ("Edit Product"); also its last crumb. */
  title: string;
  /** The line under the title until the product's name is known. @default a blank line */
  subtitle?: string;
  /** Which screen's layout the skeleton stands in for. */
  layout: keyof typeof skeletonHeight;
  /** The screen's body once the product is known. */
  children: (product: Product) => ReactNode;
}

/**
 * The overview and edit screens of the chosen product (see `useChosenProduct`): `DetailScreen` with
 * the product's name under the title, "not found" for an unknown or malformed uid, and a note when
 * the screen was opened without one and the catalogue is empty.
 */
export function ProductScreen({ title, subtitle = '\u00a0', layout, children }: ProductScreenProps) {
  const { t } = useTranslation('products');
  const { uid, query } = useChosenProduct();
  const list = pathTo('ecommerce-products-list');
  const back = (
    <Link to={list} className={buttonClasses({ variant: 'tonal' })}>
      {t('detail.back')}
    </Link>
  );
  return (
    <DetailScreen
      id={uid}
      query={query}
      header={(product) => ({
        title,
        subtitle: product?.name ?? subtitle,
        breadcrumbs: [{ label: t('crumbs.products'), to: list }, { label: title }],
      })}
      loadingLabel={t('detail.loading')}
      skeleton={<Skeleton className={`${skeletonHeight[layout]} w-full rounded-card`} />}
      notFound={
        uid === undefined
          ? { title: t('list.empty'), action: back }
          : { title: t('edit.notFound'), description: t('detail.notFoundHint'), action: back }
      }
      cellId="product"
    >
      {children}
    </DetailScreen>
  );
}
