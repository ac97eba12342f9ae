/**
 * Small inline SVG illustrations, drawn in theme colours (currentColor and CSS variables) so they
 * follow mode and preset, and cost no request.
 */
import { useId } from 'react';

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

/** Abstract landscape used behind the carousel slides; `hue` picks the tone variable. */
export function SlideArt({ tone }: { tone: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 400 220" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" aria-hidden>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`var(--${tone})`} />
          <stop offset="1" stopColor="var(--foreground)" />
        </linearGradient>
      </defs>
      <rect width="400" height="220" fill={`url(#${id}-sky)`} />
      <circle cx="310" cy="60" r="34" fill="var(--card)" opacity="0.25" />
      <path d="M0 170 L70 110 L130 150 L200 80 L280 150 L340 115 L400 150 V220 H0Z" fill="var(--card)" opacity="0.18" />
      <path d="M0 195 L90 150 L170 185 L250 140 L330 180 L400 160 V220 H0Z" fill="var(--foreground)" opacity="0.35" />
    </svg>
  );
}

export function HotelIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 260 150" className={className} aria-hidden>
      <rect x="0" y="0" width="260" height="150" rx="10" fill="var(--info)" opacity="0.85" />
      <circle cx="210" cy="34" r="16" fill="var(--warning)" />
      <rect x="60" y="40" width="110" height="110" fill="var(--card)" />
      <rect x="80" y="22" width="70" height="22" fill="var(--card)" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={72 + col * 24}
            y={54 + row * 22}
            width="14"
            height="12"
            rx="2"
            fill="var(--primary)"
            opacity={0.45 + ((row + col) % 3) * 0.2}
          />
        )),
      )}
      <rect x="104" y="130" width="22" height="20" fill="var(--foreground)" opacity="0.7" />
      <path d="M0 150 Q40 128 60 150Z M170 150 Q210 120 260 150Z" fill="var(--success)" />
    </svg>
  );
}

export function PostPicture({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 180" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden>
      <rect width="400" height="180" fill="var(--muted)" />
      <rect x="40" y="40" width="90" height="110" rx="8" fill="var(--success)" opacity="0.8" />
      <circle cx="85" cy="70" r="22" fill="var(--card)" opacity="0.7" />
      <rect x="155" y="60" width="100" height="90" rx="8" fill="var(--warning)" opacity="0.75" />
      <path d="M300 150 V70 l30 -30 30 30 V150Z" fill="var(--primary)" opacity="0.75" />
      <rect x="0" y="150" width="400" height="30" fill="var(--foreground)" opacity="0.15" />
    </svg>
  );
}
