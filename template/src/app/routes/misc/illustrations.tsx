/**
 * Simple line-and-tile illustrations for the status pages, drawn with theme tokens so they follow
 * the preset colour, light/dark mode and skins. Decorative: hidden from assistive tech.
 */
import type { ReactNode } from 'react';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 200" className="h-auto w-full" aria-hidden>
      <ellipse cx="160" cy="184" rx="120" ry="10" fill="var(--muted)" />
      {children}
    </svg>
  );
}

const tile = (x: number, y: number, opacity: number, round = 10) => (
  <rect x={x} y={y} width="44" height="44" rx={round} fill="var(--primary)" opacity={opacity} />
);

/** A mosaic with one tile missing. */
export function MissingTileArt() {
  return (
    <Frame>
      {tile(70, 42, 0.9)}
      {tile(118, 42, 0.45, 22)}
      {tile(166, 42, 0.7)}
      {tile(70, 90, 0.35)}
      <rect
        x="118"
        y="90"
        width="44"
        height="44"
        rx="10"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="2"
        strokeDasharray="6 5"
      />
      {tile(166, 90, 0.55)}
      {tile(70, 138, 0.6)}
      {tile(118, 138, 0.8)}
      <g transform="translate(214 112) rotate(-18)">
        {tile(0, 0, 0.9)}
        <path d="M12 22h20M22 12v20" stroke="var(--primary-foreground)" strokeWidth="3" strokeLinecap="round" />
      </g>
    </Frame>
  );
}

/** A padlock on a tile wall. */
export function LockArt() {
  return (
    <Frame>
      {tile(60, 60, 0.25)}
      {tile(216, 60, 0.25, 22)}
      {tile(60, 110, 0.4, 22)}
      {tile(216, 110, 0.4)}
      <path
        d="M132 92v-18a28 28 0 0 1 56 0v18"
        fill="none"
        stroke="var(--muted-foreground)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect x="116" y="90" width="88" height="78" rx="16" fill="var(--primary)" />
      <circle cx="160" cy="122" r="10" fill="var(--primary-foreground)" />
      <rect x="156" y="126" width="8" height="22" rx="4" fill="var(--primary-foreground)" />
    </Frame>
  );
}

/** A traffic cone in front of tiles being re-laid. */
export function ConeArt() {
  return (
    <Frame>
      {tile(52, 130, 0.8)}
      {tile(100, 130, 0.45, 22)}
      <g transform="translate(210 128) rotate(16)">{tile(0, 0, 0.35)}</g>
      <rect x="118" y="164" width="84" height="14" rx="5" fill="var(--warning)" />
      <path d="M148 40h24l24 124h-72z" fill="var(--warning)" />
      <path d="M142 72h36l6 28h-48zM133 120h54l5 24h-64z" fill="var(--card)" />
    </Frame>
  );
}

/** A rocket lifting off a tile pad. */
export function RocketArt() {
  return (
    <Frame>
      {tile(88, 138, 0.4)}
      {tile(136, 138, 0.8)}
      {tile(184, 138, 0.4, 22)}
      <g transform="translate(160 76) rotate(30)">
        <path d="M0 -58c18 14 24 40 18 66h-36c-6-26 0-52 18-66z" fill="var(--primary)" />
        <circle cx="0" cy="-18" r="8" fill="var(--primary-foreground)" />
        <path d="M-18 0l-14 18 16-4zM18 0l14 18-16-4z" fill="var(--info)" />
        <path d="M-10 10q10 28 20 0" fill="var(--warning)" />
      </g>
    </Frame>
  );
}

/** A server stack with a warning light. */
export function ServerArt() {
  return (
    <Frame>
      {[44, 92, 140].map((y, i) => (
        <g key={y}>
          <rect
            x="96"
            y={y - 4}
            width="128"
            height="40"
            rx="10"
            fill="var(--card)"
            stroke="var(--border)"
            strokeWidth="2"
          />
          <circle cx="116" cy={y + 16} r="5" fill={i === 1 ? 'var(--error)' : 'var(--success)'} />
          <rect x="132" y={y + 12} width="60" height="8" rx="4" fill="var(--muted-foreground)" opacity="0.35" />
        </g>
      ))}
      <path d="M236 40l18 32h-36z" fill="var(--warning)" />
      <rect x="234" y="50" width="4" height="11" rx="2" fill="var(--warning-foreground)" />
      <circle cx="236" cy="66" r="2.5" fill="var(--warning-foreground)" />
    </Frame>
  );
}
