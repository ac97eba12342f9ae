/**
 * The set's palette, read from the light theme's tokens (template/src/styles/tokens.css) so the
 * pictures match the interface they sit in, plus a few natural tones (wood, skin of fruit, food)
 * that no token covers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const tokensFile = fileURLToPath(new URL('../../template/src/styles/tokens.css', import.meta.url));
const css = readFileSync(tokensFile, 'utf8');
const lightBlock = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));

function token(name) {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(lightBlock);
  if (!match) throw new Error(`tokens.css has no hex --${name} in :root`);
  return match[1].toLowerCase();
}

export const palette = {
  primary: token('primary'),
  secondary: token('secondary'),
  success: token('success'),
  info: token('info'),
  warning: token('warning'),
  error: token('error'),
  ink: '#2a2440',
  paper: '#fbfaff',
  wood: '#b07a4f',
  cream: '#f4e7cf',
  leaf: '#4f9a45',
  tomato: '#d9472b',
  gold: '#e8a93a',
};

/** Each course category's colour: the covers and the lesson clips of a course share it. */
export const categoryTints = {
  Design: palette.primary,
  Development: palette.info,
  Security: palette.error,
  Data: palette.success,
  Business: palette.warning,
  Marketing: palette.secondary,
};
