import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface ScreenLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  active?: boolean;
}

/**
 * A link to a screen of screens.ts. A resource's URL comes from the spec (resourceHref) and is served by
 * one dynamic route, so screen URLs are plain hrefs rather than typed route ids; a plain click navigates in-app,
 * a modified click (new tab, new window) is left to the browser.
 */
export function ScreenLink({ href, active = false, onClick, children, ...props }: ScreenLinkProps) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  }

  return (
    <a href={href} aria-current={active ? 'page' : undefined} data-status={active ? 'active' : undefined} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
