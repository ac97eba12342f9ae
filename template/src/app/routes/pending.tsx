import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Screens planned for a later release: says so plainly instead of pretending. */
export default function PendingScreen() {
  const { t } = useTranslation(['common', 'nav']);
  const match = useMatches().at(-1);
  const name = (match?.handle as { name?: string } | undefined)?.name ?? '';
  return (
    <section className="rounded-card bg-card p-8 shadow-card">
      <h1 className="text-2xl font-semibold">{t(`nav:routes.${name}`, { defaultValue: name })}</h1>
      <p className="mt-2 text-muted-foreground">{t('common:pending.text')}</p>
    </section>
  );
}
