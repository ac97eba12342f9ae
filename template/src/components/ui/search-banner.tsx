import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Banner, type BannerName } from './illustration';
import { SearchField } from './search-field';

export interface SearchBannerProps {
  /**
   * The drawn cover behind the text; decorative. It is not mirrored in RTL: its play button, question
   * mark and check would read backwards (a mirrored check looks like a chevron button).
   */
  cover: BannerName;
  /** The banner's line of welcome, above the search. */
  title?: ReactNode;
  /** `h2` where the title heads the page's content; `p` where a heading already names it. @default 'h2' */
  titleAs?: 'h2' | 'p';
  /** A sentence under the title. */
  text?: ReactNode;
  /** The search field's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A search is on its way to the server: a spinner at the field's end. @default false */
  searching?: boolean;
  /** The field's id (a label or a test may point at it); one is made up when absent. */
  inputId?: string;
  /** The box: its corners, padding and shadow differ with where the banner sits. */
  className?: string;
  /** The field's width. @default 'max-w-xl' */
  fieldClassName?: string;
}

/**
 * A search on a drawn cover: the help centre's, the FAQ's and the academy catalogue's welcome. The
 * cover fills the box (cropped at the sides on a phone, where its calm middle remains); the field
 * sits on a card-coloured ground so it reads on every part of the picture, in light and dark.
 */
export function SearchBanner({
  cover,
  title,
  titleAs: Title = 'h2',
  text,
  label,
  placeholder,
  value,
  onValueChange,
  searching = false,
  inputId,
  className,
  fieldClassName = 'max-w-xl',
}: SearchBannerProps) {
  return (
    <div className={cn('relative isolate overflow-hidden text-center', className)}>
      <Banner
        name={cover}
        sizes="(min-width: 1280px) calc(100vw - 20rem), 100vw"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {title && <Title className="text-xl font-semibold text-foreground sm:text-2xl">{title}</Title>}
      {text && <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{text}</p>}
      <SearchField
        size="lg"
        label={label}
        placeholder={placeholder}
        value={value}
        onValueChange={onValueChange}
        busy={searching}
        inputId={inputId}
        maxLength={100}
        autoComplete="off"
        className={cn('mx-auto w-full', (title || text) && 'mt-6', fieldClassName)}
      />
    </div>
  );
}
