import { Fragment } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every search word marked, so a reader sees at once why a question matched.
 * Plain substring marking: accents typed differently still match on the server, just unmarked.
 */
export function FaqHighlight({ text, query }: { text: string; query: string }) {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escape);
  if (!words.length) return text;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-warning/25 px-0.5 text-inherit">
        {part}
      </mark>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
