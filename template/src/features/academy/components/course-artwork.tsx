import { BarChart3, BookOpen, Briefcase, Code2, Megaphone, Palette, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';

// Literal class strings so Tailwind's scanner sees every one.
const tints: Record<string, string> = {
  Design: 'bg-primary/14 text-primary-text',
  Development: 'bg-info/14 text-info-text',
  Security: 'bg-error/14 text-error-text',
  Data: 'bg-success/14 text-success-text',
  Business: 'bg-warning/14 text-warning-text',
  Marketing: 'bg-secondary/14 text-secondary-text',
};
const icons: Record<string, LucideIcon> = {
  Design: Palette,
  Development: Code2,
  Security: ShieldCheck,
  Data: BarChart3,
  Business: Briefcase,
  Marketing: Megaphone,
};

export interface CourseArtworkProps {
  /** The course's category; unknown ones get the book artwork in the primary tint. */
  category: string;
  className?: string;
  /** Size classes of the icon. @default 'size-12' */
  iconClassName?: string;
  /** The course's banner (`courseBanner`); the artwork stands in when it is ''. @default '' */
  image?: string;
  /** How wide the banner is drawn, for choosing its width. @default '100vw' */
  sizes?: string;
}

/** The course's banner, or its category's artwork in its place (decorative: the course name is always beside it). */
export function CourseArtwork({
  category,
  className,
  iconClassName = 'size-12',
  image = '',
  sizes,
}: CourseArtworkProps) {
  if (image) {
    return (
      <Picture
        src={image}
        alt=""
        width={640}
        height={360}
        sizes={sizes}
        className={cn('bg-muted object-cover', className)}
      />
    );
  }
  const Icon = icons[category] ?? BookOpen;
  return (
    <div aria-hidden className={cn('grid place-items-center', tints[category] ?? tints.Design, className)}>
      <Icon className={iconClassName} strokeWidth={1.5} />
    </div>
  );
}
