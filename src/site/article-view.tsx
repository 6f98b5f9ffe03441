import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, Eye, PenLine } from 'lucide-react';
import { formatDate } from '@/lib/date-format';
import { SafeHtml } from '@/components/safe-html';
import { articleQuery } from './site-queries';

interface ArticleViewProps {
  menuId: number;
  id: number | undefined;
  /** Offer the way back to the menu's list (an article opened from a list). */
  backToList: boolean;
}

/** One CMS article: the asked-for one, or the menu's first (single pages and c-0 menus). */
export function ArticleView({ menuId, id, backToList }: ArticleViewProps) {
  const { data: article } = useSuspenseQuery(articleQuery(menuId, id));
  if (!article) {
    return <p className="rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70">暂无内容，敬请期待</p>;
  }
  return (
    <article className="rounded-2xl bg-white px-5 py-8 shadow-xs ring-1 ring-slate-200/70 sm:px-10 sm:py-10">
      {backToList && (
        <Link to="." search={{}} className="mb-6 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-primary">
          <ArrowLeft aria-hidden className="size-4" />
          返回列表
        </Link>
      )}
      <header className="border-b pb-6">
        <h2 className="text-2xl leading-snug font-bold text-slate-900 sm:text-[28px]">{article.title}</h2>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(article.publishTime)}
          </span>
          {(article.author || article.source) && (
            <span className="flex items-center gap-1.5">
              <PenLine aria-hidden className="size-4" />
              {[article.source, article.author].filter(Boolean).join(' · ')}
            </span>
          )}
          {article.viewCount !== undefined && (
            <span className="flex items-center gap-1.5">
              <Eye aria-hidden className="size-4" />
              {article.viewCount} 次浏览
            </span>
          )}
        </p>
      </header>
      {article.summary && <p className="mt-6 rounded-lg bg-slate-50 px-5 py-4 text-sm leading-7 text-slate-600">{article.summary}</p>}
      <SafeHtml html={article.content} className="mt-4" />
    </article>
  );
}
