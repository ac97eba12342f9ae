import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLink } from '@/config/navigation';
import { pathTo } from '@/config/paths';

export interface NavAnchorProps extends Omit<ComponentProps<'a'>, 'href' | 'target'> {
  link: NavLink;
  active?: boolean;
  children: ReactNode;
}

/**
 * One menu entry as a real link: in-app routes through the router (with the base path), external
 * `href`s as plain anchors; `target=_blank` entries open a new tab safely.
 */
export function NavAnchor({ link, active = false, children, ...props }: NavAnchorProps) {
  const newTab = link.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.to) {
    return (
      <Link
        to={pathTo(link.to.name, link.to.params)}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        {...newTab}
        {...props}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...newTab} {...props}>
      {children}
    </a>
  );
}
