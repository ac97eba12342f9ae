import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The text styles the screens actually use, with the utility classes behind each: copy the
 * classes to stay consistent with the rest of the product.
 */
const styles = [
  { id: 'display', className: 'text-5xl font-bold tracking-tight', where: 'landing' },
  { id: 'pageTitle', className: 'text-2xl font-semibold tracking-tight', where: 'pageHeader' },
  { id: 'section', className: 'text-xl font-semibold', where: 'sections' },
  { id: 'cardTitle', className: 'text-lg leading-7 font-semibold', where: 'cards' },
  { id: 'body', className: 'text-base', where: 'reading' },
  { id: 'ui', className: 'text-sm', where: 'controls' },
  { id: 'caption', className: 'text-xs text-muted-foreground', where: 'hints' },
  { id: 'overline', className: 'text-xs font-semibold tracking-wide uppercase text-primary-text', where: 'eyebrows' },
] as const;

const weights = [
  { weight: 300, className: 'font-light' },
  { weight: 400, className: 'font-normal' },
  { weight: 500, className: 'font-medium' },
  { weight: 600, className: 'font-semibold' },
  { weight: 700, className: 'font-bold' },
] as const;

export function TypeScale() {
  const { t } = useTranslation('typography');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('scale.title')}</CardTitle>
        <CardDescription>{t('scale.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {styles.map((style) => (
            <div key={style.id} className="grid gap-2 py-4 md:grid-cols-[14rem_minmax(0,1fr)] md:items-baseline">
              <dt className="text-sm">
                <span className="font-medium">{t(`scale.styles.${style.id}`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`scale.where.${style.where}`)}</span>
                <code
                  dir="ltr"
                  className="mt-1 inline-block rounded bg-muted px-1.5 py-0.5 font-mono text-[0.6875rem] text-muted-foreground"
                >
                  {style.className}
                </code>
              </dt>
              <dd className={cn('min-w-0 truncate', style.className)}>{t('scale.sample')}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function FontWeights() {
  const { t } = useTranslation('typography');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('weights.title')}</CardTitle>
        <CardDescription>{t('weights.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-5">
        {weights.map(({ weight, className }) => (
          <div key={weight} className="rounded-lg border p-4 text-center">
            <p className={cn('text-3xl', className)} aria-hidden>
              Aa
            </p>
            <p className="mt-2 text-sm font-medium">{t(`weights.names.${weight}`)}</p>
            <p className="text-xs text-muted-foreground" dir="ltr">
              {weight} · {className}
            </p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
