import { Gauge, Globe, Layers, Palette, ServerCog, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features: { id: string; icon: LucideIcon }[] = [
  { id: 'screens', icon: Layers },
  { id: 'themes', icon: Palette },
  { id: 'i18n', icon: Globe },
  { id: 'access', icon: ShieldCheck },
  { id: 'backend', icon: ServerCog },
  { id: 'fast', icon: Gauge },
];

/** What a buyer gets, one tile per promise. */
export function LandingFeatures() {
  const { t } = useTranslation('landing');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ id, icon: Icon }) => (
        <li key={id} className="rounded-card border border-border/60 bg-card p-6 shadow-card">
          <span aria-hidden className="grid size-11 place-items-center rounded-lg bg-primary/12 text-primary-text">
            <Icon className="size-5.5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{t(`features.items.${id}.title`)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`features.items.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
