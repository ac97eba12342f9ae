import type { ReactNode } from 'react';
import { CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardMenu, type CardMenuProps } from './card-menu';

export interface MenuCardHeaderProps extends CardMenuProps {
  /** A line under the title (often the card's period). */
  description?: ReactNode;
  /** More header lines under the description. */
  children?: ReactNode;
}

/**
 * The header of a dashboard card with a ⋮ menu: title, an optional description and the menu in
 * the corner. The menu's props (period, Refresh, exports) pass through; a period card gets them
 * from `usePeriodCard(...).menu`.
 */
export function MenuCardHeader({ title, description, children, ...menu }: MenuCardHeaderProps) {
  return (
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      {description !== undefined && <CardDescription>{description}</CardDescription>}
      <CardAction>
        <CardMenu title={title} {...menu} />
      </CardAction>
      {children}
    </CardHeader>
  );
}
