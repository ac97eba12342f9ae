import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * Renders an already translated string whose markup names components: `<strong>Tessera</strong>`
 * or `<heart></heart>` / `<heart/>` become the elements given in `components`, with the enclosed
 * text as their children. Flat tags only, which is all our messages use; unknown tags render as
 * their text. A few lines instead of react-i18next's <Trans> and its HTML parser on every page.
 *
 * @example <RichText text={t('footer.credit', { year })} components={{ strong: <strong /> }} />
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3] ?? '';
    const element = components[name];
    parts.push(
      element ? (
        cloneElement(element, { key: parts.length }, ...(inner ? [inner] : []))
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    last = tag.lastIndex;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
