/** Five variants share one API; `variant` sets the emphasis, `color` the meaning. */
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';

export function ButtonVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant}>
          {t(`variants.${variant}`)}
        </Button>
      ))}
    </div>
  );
}
