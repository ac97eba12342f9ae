import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alpha, fallbackTokens, readThemeTokens, toneColor, useThemeTokens } from './theme-tokens';

function Probe() {
  const tokens = useThemeTokens();
  return (
    <output>
      {tokens.colors.primary} {tokens.dark ? 'dark' : 'light'} {tokens.rtl ? 'rtl' : 'ltr'}
    </output>
  );
}

const root = document.documentElement;
afterEach(() => {
  // Unmount first so resetting <html> does not re-render a probe outside act().
  cleanup();
  root.removeAttribute('style');
  root.removeAttribute('dir');
  root.className = '';
});

describe('theme tokens', () => {
  it('falls back to the light values of styles/tokens.css, not to a copy that can drift', () => {
    // Vitest runs in template/.
    const tokensCss = readFileSync('src/styles/tokens.css', 'utf8');
    const light = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
    const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(light)?.[1]?.trim();
    const { colors, foreground, mutedForeground, border, card, muted } = fallbackTokens;
    for (const [name, value] of Object.entries(colors)) expect(value, name).toBe(token(name));
    expect({ foreground, mutedForeground, border, card, muted }).toEqual({
      foreground: token('foreground'),
      mutedForeground: token('muted-foreground'),
      border: token('border'),
      card: token('card'),
      muted: token('muted'),
    });
  });

  it('reads colours, mode and direction from <html>', () => {
    root.style.setProperty('--primary-graphic', '#02ca4b');
    root.classList.add('dark');
    root.setAttribute('dir', 'rtl');
    const tokens = readThemeTokens();
    expect(tokens.colors.primary).toBe('#02ca4b');
    expect(tokens).toMatchObject({ dark: true, rtl: true });
  });

  it('re-renders charts live when the customizer changes <html>', async () => {
    root.style.setProperty('--primary-graphic', '#794dff');
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('#794dff light ltr');
    await act(async () => {
      root.style.setProperty('--primary-graphic', '#fb4141');
      root.classList.add('dark');
      root.setAttribute('dir', 'rtl');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('status')).toHaveTextContent('#fb4141 dark rtl');
  });

  it('adds transparency to hex and rgb colours and resolves tone names', () => {
    expect(alpha('#794dff', 0.5)).toBe('rgba(121, 77, 255, 0.5)');
    expect(alpha('#fff', 0.2)).toBe('rgba(255, 255, 255, 0.2)');
    expect(alpha('rgb(1 2 3)', 0.1)).toBe('rgba(1, 2, 3, 0.1)');
    const tokens = readThemeTokens();
    expect(toneColor(tokens, 'success')).toBe(tokens.colors.success);
    expect(toneColor(tokens, '#123456')).toBe('#123456');
  });
});
