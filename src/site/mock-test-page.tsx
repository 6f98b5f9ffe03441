import { useSuspenseQuery } from '@tanstack/react-query';
import type { Paper } from '@generated/cms-resource/client/model/paper';
import { Link } from '@tanstack/react-router';
import { Clock, FileText, Trophy } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { PageBanner } from './page-banner';
import { Pager } from './pager';
import { papersQuery } from './paper-queries';
import { APP_BRAND } from './site-brand';

/** x-enum-labels of ExamCategory and PaperType in openapi/cms/resource.yaml (values from 1). */
const CATEGORIES = ['成人高考', '自学考试', '专升本', '职业资格', '继续教育'] as const;
const PAPER_TYPES = ['历年真题', '模拟试卷', '章节练习'] as const;

function PaperCard({ paper }: { paper: Paper }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70">
      <p className="flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-primary/5 px-3 py-1 text-primary">{CATEGORIES[paper.category - 1]}</span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-600">
          {PAPER_TYPES[paper.paperType - 1]}
          {paper.year ? ` · ${paper.year}` : ''}
        </span>
      </p>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{paper.name}</h2>
      <p className="mt-1 text-sm text-slate-500">
        {paper.courseName} · 及格 {paper.passScore} 分
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-lg bg-slate-50 py-2">
          <dt className="text-xs text-slate-500">题量</dt>
          <dd className="flex items-center justify-center gap-1 font-medium">
            <FileText aria-hidden className="size-3.5" />
            {paper.questionCount}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 py-2">
          <dt className="text-xs text-slate-500">时长</dt>
          <dd className="flex items-center justify-center gap-1 font-medium">
            <Clock aria-hidden className="size-3.5" />
            {paper.duration}分
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 py-2">
          <dt className="text-xs text-slate-500">满分</dt>
          <dd className="flex items-center justify-center gap-1 font-medium">
            <Trophy aria-hidden className="size-3.5" />
            {paper.totalScore}
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-6">
        <Link
          to="/down"
          aria-label={`在${APP_BRAND.name} App 中开考：${paper.name}`}
          className="flex h-10 items-center justify-center rounded-full bg-primary text-sm font-medium text-white hover:bg-primary/90"
        >
          在{APP_BRAND.name} App 中开考
        </Link>
      </div>
    </li>
  );
}

/**
 * SPEC.md §2 /paper_detail "mock test": the enabled papers of the resource library (SPEC.md §7
 * cms resource paper), a page at a time. Papers are taken in the app, where answers are scored.
 */
export function MockTestPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(papersQuery(page));
  return (
    <main>
      <PageBanner eyebrow="全真模考" title="模拟考试" trail={['模拟考试']} />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <p className="mb-8 max-w-2xl text-slate-500">全真模拟考试按最新考纲组卷，限时作答、自动评分，并生成薄弱知识点报告。</p>
        {data.items.length === 0 ? (
          <p className="rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70">暂无可参加的模拟考试，敬请期待</p>
        ) : (
          <ul aria-label="试卷列表" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((paper) => (
              <PaperCard key={paper.id} paper={paper} />
            ))}
          </ul>
        )}
        <Pager page={page} total={data.total} pageSize={DEFAULT_PAGE_SIZE} />
      </div>
    </main>
  );
}
