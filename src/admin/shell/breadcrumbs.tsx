import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useAdminState } from '../admin-store';
import { DASHBOARD_TITLE } from './menu';

/** 工作台 › area › screen, from the menu object the sidebar keeps current (SPEC.md §2). */
export function Breadcrumbs() {
  const title = useAdminState((state) => state.menu.title);
  const subTitle = useAdminState((state) => state.menu.subTitle);
  const trail = [title !== DASHBOARD_TITLE ? title : '', subTitle].filter(Boolean);

  return (
    <nav aria-label="面包屑" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        <li className="shrink-0">
          {trail.length === 0 ? (
            <span aria-current="page" className="font-medium text-foreground">
              {DASHBOARD_TITLE}
            </span>
          ) : (
            <Link to="/admin" className="hover:text-foreground">
              {DASHBOARD_TITLE}
            </Link>
          )}
        </li>
        {trail.map((crumb, index) => (
          <Fragment key={`${index}-${crumb}`}>
            <li aria-hidden className="shrink-0">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="truncate" aria-current={index === trail.length - 1 ? 'page' : undefined}>
              <span className={index === trail.length - 1 ? 'font-medium text-foreground' : undefined}>{crumb}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
