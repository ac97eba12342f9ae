import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type AuthVariant = 'login' | 'register' | 'forgot' | 'reset';

/**
 * The illustrated half of the split card: a mosaic of tiles (the product's motif) around a small
 * dashboard preview, drawn with the theme tokens so it follows the preset, mode and direction.
 */
export function AuthShowcase({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const points = ['roles', 'themes', 'api'] as const;
  return (
    <div className="relative hidden overflow-hidden bg-primary/8 p-10 md:flex md:flex-col md:justify-between">
      <div
        aria-hidden
        className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-primary/15 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-20 -start-10 size-56 rounded-full bg-info/15 blur-3xl"
      />
      <MosaicIllustration className="relative mx-auto w-full max-w-sm" />
      <div className="relative mt-8">
        <h2 className="text-2xl leading-tight font-semibold text-foreground">{t(`showcase.${variant}.title`)}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{t(`showcase.${variant}.text`)}</p>
        <ul className="mt-6 space-y-3 text-sm">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-3.5" aria-hidden />
              </span>
              <span className="text-foreground/90">{t(`showcase.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Mosaic tiles around a small dashboard preview, in the theme's tokens. */
export function MosaicIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 260" className={className} aria-hidden>
      <g fill="var(--primary)">
        <rect x="8" y="14" width="46" height="46" rx="12" opacity="0.9" />
        <rect x="62" y="14" width="46" height="46" rx="23" opacity="0.35" />
        <rect x="8" y="68" width="46" height="46" rx="12" opacity="0.55" />
        <rect x="306" y="196" width="46" height="46" rx="12" opacity="0.8" />
        <rect x="252" y="196" width="46" height="46" rx="12" opacity="0.3" />
        <rect x="306" y="142" width="46" height="46" rx="23" opacity="0.5" />
      </g>
      <g transform="translate(60 42)">
        <rect width="240" height="168" rx="16" fill="var(--card)" stroke="var(--border)" />
        <rect x="18" y="18" width="70" height="10" rx="5" fill="var(--muted-foreground)" opacity="0.35" />
        <rect x="18" y="36" width="44" height="16" rx="6" fill="var(--foreground)" opacity="0.85" />
        <rect x="176" y="18" width="46" height="22" rx="11" fill="var(--success)" opacity="0.18" />
        <rect x="186" y="26" width="26" height="6" rx="3" fill="var(--success)" />
        <g fill="var(--primary)">
          <rect x="22" y="118" width="18" height="32" rx="5" opacity="0.35" />
          <rect x="50" y="96" width="18" height="54" rx="5" opacity="0.55" />
          <rect x="78" y="106" width="18" height="44" rx="5" opacity="0.4" />
          <rect x="106" y="78" width="18" height="72" rx="5" />
          <rect x="134" y="92" width="18" height="58" rx="5" opacity="0.65" />
          <rect x="162" y="70" width="18" height="80" rx="5" opacity="0.85" />
          <rect x="190" y="84" width="18" height="66" rx="5" opacity="0.5" />
        </g>
        <path
          d="M22 84 C 60 60, 90 88, 120 58 S 180 46, 218 36"
          fill="none"
          stroke="var(--info)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <g transform="translate(262 18)">
        <rect width="84" height="56" rx="12" fill="var(--card)" stroke="var(--border)" />
        <circle cx="22" cy="28" r="11" fill="var(--warning)" opacity="0.25" />
        <circle cx="22" cy="28" r="5" fill="var(--warning)" />
        <rect x="40" y="20" width="32" height="7" rx="3.5" fill="var(--muted-foreground)" opacity="0.4" />
        <rect x="40" y="32" width="22" height="7" rx="3.5" fill="var(--foreground)" opacity="0.7" />
      </g>
    </svg>
  );
}
