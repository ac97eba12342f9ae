import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { passwordChecks, unmetPasswordChecks } from '@/lib/password-strength';

/**
 * The new-password strength checks (lib/password-strength), each with its state in words as well as
 * icons, updated as the person types. Used by the reset form and the account's password change;
 * the texts live in the `auth` namespace (`reset.checks.*`), so a screen using it loads `auth`.
 */
export function PasswordChecklist({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation('auth');
  const unmet = unmetPasswordChecks(value);
  return (
    <span className={cn('mt-1 grid gap-1 sm:grid-cols-2', className)}>
      {passwordChecks.map(({ id }) => {
        const met = !unmet.includes(id);
        return (
          <span
            key={id}
            className={cn('flex items-center gap-1.5', met ? 'text-success-text' : 'text-muted-foreground')}
          >
            {met ? <Check className="size-3.5" aria-hidden /> : <X className="size-3.5" aria-hidden />}
            {t(`reset.checks.${id}`)}
            <span className="sr-only">{met ? t('reset.met') : t('reset.unmet')}</span>
          </span>
        );
      })}
    </span>
  );
}
