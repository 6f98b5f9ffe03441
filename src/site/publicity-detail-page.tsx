import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Eye, MapPin, Tag } from 'lucide-react';
import { formatDate } from '@/lib/date-format';
import { PageBanner } from './page-banner';
import { SafeHtml } from '@/components/safe-html';
import { publicityArticleQuery } from './service-queries';

const notice = 'rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70';

/**
 * SPEC.md §2 /detail: one exam-news article (SPEC.md §7 publicity detailsForClient). Without an id
 * there is nothing to ask the server for; the page says so.
 */
export function PublicityDetailPage({ id }: { id: number | undefined }) {
  return (
    <main>
      <PageBanner eyebrow="权威资讯" title="考试资讯" trail={['考试资讯', '资讯详情']} />
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
        {id === undefined ? (
          <p className={notice}>
            未指定资讯，
            <Link to="/home" className="text-primary underline">
              返回首页
            </Link>
            查看最新考试资讯
          </p>
        ) : (
          <PublicityArticleView id={id} />
        )}
      </div>
    </main>
  );
}

function PublicityArticleView({ id }: { id: number }) {
  const { data: article } = useSuspenseQuery(publicityArticleQuery(id));
  return article ? (
    <article className="rounded-2xl bg-white px-5 py-8 shadow-xs ring-1 ring-slate-200/70 sm:px-10 sm:py-10">
      <header className="border-b pb-6">
        <h2 className="text-2xl leading-snug font-bold text-slate-900 sm:text-[28px]">{article.title}</h2>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(article.publishTime)}
          </span>
          {article.province && (
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {article.province}
            </span>
          )}
          {article.viewCount !== undefined && (
            <span className="flex items-center gap-1.5">
              <Eye aria-hidden className="size-4" />
              {article.viewCount} 次浏览
            </span>
          )}
        </p>
        {article.labels && article.labels.length > 0 && (
          <ul aria-label="标签" className="mt-4 flex flex-wrap gap-2">
            {article.labels.map((label) => (
              <li key={label} className="inline-flex items-center gap-1 rounded-full bg-primary/5 px-3 py-1 text-xs text-primary">
                <Tag aria-hidden className="size-3" />
                {label}
              </li>
            ))}
          </ul>
        )}
      </header>
      <SafeHtml html={article.content} className="mt-4" />
    </article>
  ) : (
    <p className={notice}>
      资讯不存在或已下架，
      <Link to="/home" className="text-primary underline">
        返回首页
      </Link>
    </p>
  );
}
