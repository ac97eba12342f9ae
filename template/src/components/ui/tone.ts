/**
 * Colour classes shared by the non-interactive primitives (badge, chip, avatar, progress).
 * Written out literally so Tailwind's scanner finds every class.
 */
export const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];
export type ToneVariant = 'solid' | 'tonal' | 'outline';

export const toneClasses: Record<ToneVariant, Record<Tone, string>> = {
  solid: {
    primary: 'bg-primary text-primary-foreground',
    secondary: 'bg-secondary text-secondary-foreground',
    success: 'bg-success text-success-foreground',
    info: 'bg-info text-info-foreground',
    warning: 'bg-warning text-warning-foreground',
    error: 'bg-error text-error-foreground',
  },
  tonal: {
    primary: 'bg-primary/14 text-primary-text',
    secondary: 'bg-secondary/14 text-secondary-text',
    success: 'bg-success/14 text-success-text',
    info: 'bg-info/14 text-info-text',
    warning: 'bg-warning/14 text-warning-text',
    error: 'bg-error/14 text-error-text',
  },
  outline: {
    primary: 'border border-primary/60 text-primary-text',
    secondary: 'border border-secondary/60 text-secondary-text',
    success: 'border border-success/60 text-success-text',
    info: 'border border-info/60 text-info-text',
    warning: 'border border-warning/60 text-warning-text',
    error: 'border border-error/60 text-error-text',
  },
};

/** Fill colour only (bars, dots, rings). */
export const toneFill: Record<Tone, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  error: 'bg-error',
};

/** Stroke/text colour for SVG parts that use currentColor. */
export const toneText: Record<Tone, string> = {
  primary: 'text-primary-graphic',
  secondary: 'text-secondary',
  success: 'text-success',
  info: 'text-info',
  warning: 'text-warning',
  error: 'text-error',
};
