import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SiteSubMenu } from './menu-mapping';

interface SubMenuLinkProps {
  sub: SiteSubMenu;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/**
 * A CMS sub menu as a link (SPEC.md §2): its computed path, in a new window for s-0-2 (a plain
 * anchor with rel=noopener, since the router cannot open windows), through the router otherwise.
 */
export function SubMenuLink({ sub, className, children, onNavigate }: SubMenuLinkProps) {
  if (!sub.path || !sub.section) return null;
  if (sub.openType === '_blank') {
    return (
      <a href={sub.path} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {children ?? sub.name}
      </a>
    );
  }
  return (
    <Link to="/$section/$menuId" params={{ section: sub.section, menuId: sub.id }} search={sub.search} className={className} onClick={onNavigate}>
      {children ?? sub.name}
    </Link>
  );
}
