/**
 * The promo card's laptop, drawn inline in theme colours (CSS variables) so it follows mode and preset
 * and costs no request. The dashboard's pictures (slides, post, hotel) come from public/images.
 */
export function LaptopIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 150" className={className} aria-hidden>
      <rect x="40" y="14" width="140" height="92" rx="8" fill="var(--foreground)" opacity="0.85" />
      <rect x="48" y="22" width="124" height="76" rx="4" fill="var(--card)" />
      <rect x="58" y="34" width="56" height="8" rx="4" fill="var(--primary)" />
      <rect x="58" y="48" width="90" height="6" rx="3" fill="var(--muted-foreground)" opacity="0.35" />
      <rect x="58" y="60" width="72" height="6" rx="3" fill="var(--muted-foreground)" opacity="0.35" />
      <rect x="58" y="76" width="36" height="12" rx="6" fill="var(--error)" />
      <circle cx="150" cy="76" r="12" fill="var(--warning)" opacity="0.9" />
      <path d="M20 110h180l-12 16H32z" fill="var(--muted-foreground)" opacity="0.55" />
      <rect x="92" y="110" width="36" height="5" rx="2.5" fill="var(--card)" opacity="0.6" />
      <circle cx="196" cy="30" r="10" fill="var(--success)" opacity="0.7" />
      <circle cx="24" cy="56" r="6" fill="var(--info)" opacity="0.7" />
    </svg>
  );
}
