import { Link } from '@tanstack/react-router';
import { Clock, FileText, Trophy } from 'lucide-react';
import { PageBanner } from './page-banner';
import { APP_BRAND } from './site-brand';

/**
 * SPEC.md §2 /paper_detail "mock test". No public paper endpoint is in the spec, so the page
 * presents the mock exams and sends visitors to the app, where they are taken.
 */
const PAPERS = [
  { exam: '成人高考', subject: '语文（高起专/本）', questions: 23, minutes: 120, score: 150 },
  { exam: '成人高考', subject: '数学（理）', questions: 25, minutes: 120, score: 150 },
  { exam: '成人高考', subject: '英语', questions: 79, minutes: 120, score: 150 },
  { exam: '专升本', subject: '政治', questions: 37, minutes: 150, score: 150 },
  { exam: '专升本', subject: '高等数学（一）', questions: 28, minutes: 150, score: 150 },
  { exam: '自学考试', subject: '马克思主义基本原理', questions: 45, minutes: 150, score: 100 },
];

export function MockTestPage() {
  return (
    <main>
      <PageBanner eyebrow="MOCK EXAMS" title="模拟考试" trail={['模拟考试']} />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <p className="mb-8 max-w-2xl text-slate-500">全真模拟考试按最新考纲组卷，限时作答、自动评分，并生成薄弱知识点报告。</p>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PAPERS.map((paper) => (
            <li key={paper.subject} className="flex flex-col rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70">
              <span className="self-start rounded-full bg-primary/5 px-3 py-1 text-xs text-primary">{paper.exam}</span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{paper.subject} 全真模拟卷</h2>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
                <div className="rounded-lg bg-slate-50 py-2"><dt className="text-xs text-slate-400">题量</dt><dd className="flex items-center justify-center gap-1 font-medium"><FileText aria-hidden className="size-3.5" />{paper.questions}</dd></div>
                <div className="rounded-lg bg-slate-50 py-2"><dt className="text-xs text-slate-400">时长</dt><dd className="flex items-center justify-center gap-1 font-medium"><Clock aria-hidden className="size-3.5" />{paper.minutes}分</dd></div>
                <div className="rounded-lg bg-slate-50 py-2"><dt className="text-xs text-slate-400">满分</dt><dd className="flex items-center justify-center gap-1 font-medium"><Trophy aria-hidden className="size-3.5" />{paper.score}</dd></div>
              </dl>
              <Link to="/down" className="mt-6 inline-flex h-10 items-center justify-center rounded-full bg-primary text-sm font-medium text-white hover:bg-primary/90">
                在{APP_BRAND.name} App 中开考
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
