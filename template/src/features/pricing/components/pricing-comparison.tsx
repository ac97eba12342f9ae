import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { comparison, plans } from '../plans';

/** Every plan side by side, feature by feature. Scrolls sideways on narrow screens. */
export function PricingComparison() {
  const { t } = useTranslation('pricing');
  return (
    <Card className="overflow-hidden">
      <h2 id="pricing-comparison" className="px-6 pt-6 pb-2 text-lg font-semibold">
        {t('comparison.title')}
      </h2>
      <div className="relative overflow-x-auto">
        <table aria-labelledby="pricing-comparison" className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-6 py-3 text-start font-medium text-muted-foreground">
                {t('comparison.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                  {t(`plans.${plan.id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.map((row) => (
              <tr key={row.feature} className="border-b last:border-b-0 even:bg-muted/40">
                <th scope="row" className="px-6 py-3 text-start font-normal text-foreground">
                  {t(`comparison.rows.${row.feature}`)}
                </th>
                {plans.map((plan) => {
                  const value = row.values[plan.id];
                  return (
                    <td key={plan.id} className="px-4 py-3 text-center">
                      {value === true ? (
                        <span className="inline-grid size-6 place-items-center rounded-full bg-success/14 text-success-text">
                          <Check className="size-4" aria-hidden />
                          <span className="sr-only">{t('comparison.included')}</span>
                        </span>
                      ) : value === false ? (
                        <span className="inline-grid size-6 place-items-center rounded-full bg-muted text-muted-foreground">
                          <Minus className="size-4" aria-hidden />
                          <span className="sr-only">{t('comparison.notIncluded')}</span>
                        </span>
                      ) : (
                        <span className="font-medium">{t(`comparison.values.${value}`, { defaultValue: value })}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
