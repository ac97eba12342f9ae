import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The two demo users (admin and client); the login page lists both. */
export const demoCredentials = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

export type DemoCredential = (typeof demoCredentials)[number];

/** Both demo accounts with their passwords, and a button that fills the form with one. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoCredential) => void }) {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-[calc(var(--radius)*0.8)] border border-primary/25 bg-primary/6 p-3.5"
    >
      <h2 id="demo-accounts-title" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <KeyRound className="size-4 text-primary-text" aria-hidden />
        {t('demo.title')}
      </h2>
      <ul className="mt-2.5 space-y-2">
        {demoCredentials.map((account) => (
          <li key={account.role} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
            {/* A basis wide enough for the credentials: on narrow cards the button wraps below instead of squeezing them. */}
            <span className="min-w-0 grow basis-52">
              <span className="font-medium text-foreground">{t(`demo.${account.role}`)}</span>
              <span className="text-muted-foreground"> · {t(`demo.${account.role}Note`)}</span>
              <span className="mt-0.5 block font-mono text-xs wrap-anywhere text-muted-foreground">
                <span dir="ltr">
                  {account.email} <span className="whitespace-nowrap">/ {account.password}</span>
                </span>
              </span>
            </span>
            <Button size="sm" variant="tonal" className="shrink-0" onClick={() => onPick(account)}>
              {t('demo.use', { role: t(`demo.${account.role}`) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
