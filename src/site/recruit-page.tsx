import { useSuspenseQuery } from '@tanstack/react-query';
import type { Jobs } from '@generated/cms-web/client/model/jobs';
import { Building2, ChevronDown, GraduationCap, MapPin, Users } from 'lucide-react';
import { formatDate } from '@/lib/date-format';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { PageBanner } from './page-banner';
import { Pager } from './pager';
import { SITE_BRAND } from './site-brand';
import { jobsQuery } from './service-queries';

/** x-enum-labels of EducationRequirement in openapi/cms/web.yaml. */
const EDUCATION = ['学历不限', '高中及以上', '大专及以上', '本科及以上', '硕士及以上'] as const;

const k = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value / 1000)}K`);

function salary(job: Jobs): string {
  if (job.salaryMin === undefined && job.salaryMax === undefined) return '薪资面议';
  return [k(job.salaryMin), k(job.salaryMax)].filter(Boolean).join('-');
}

function JobCard({ job }: { job: Jobs }) {
  return (
    <li className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/70">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-6 gap-y-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-slate-900">{job.title}</h2>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
              <span className="flex items-center gap-1">
                <Building2 aria-hidden className="size-4" />
                {job.departmentName}
              </span>
              <span className="flex items-center gap-1">
                <MapPin aria-hidden className="size-4" />
                {job.city}
              </span>
              <span className="flex items-center gap-1">
                <GraduationCap aria-hidden className="size-4" />
                {EDUCATION[job.education ?? 0]}
              </span>
              <span className="flex items-center gap-1">
                <Users aria-hidden className="size-4" />招 {job.headcount} 人
              </span>
            </p>
          </div>
          <span className="text-lg font-semibold text-orange-500">{salary(job)}</span>
          <ChevronDown aria-hidden className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        <div className="grid grid-cols-1 gap-6 border-t px-5 py-5 text-sm leading-7 text-slate-600 sm:grid-cols-2 sm:px-6">
          <div>
            <h3 className="mb-1 font-semibold text-slate-900">岗位职责</h3>
            <p className="whitespace-pre-line">{job.duty ?? '面试时详细沟通'}</p>
          </div>
          <div>
            <h3 className="mb-1 font-semibold text-slate-900">任职要求</h3>
            <p className="whitespace-pre-line">{job.requirements ?? '面试时详细沟通'}</p>
          </div>
          <p className="text-xs text-slate-500 sm:col-span-2">
            发布于 {formatDate(job.publishTime)} · 简历请投递至 {SITE_BRAND.email}，邮件标题注明“应聘岗位-姓名”
          </p>
        </div>
      </details>
    </li>
  );
}

/** SPEC.md §2 /recruit: open positions from the CMS jobs list, a page at a time. */
export function RecruitPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(jobsQuery(page));
  return (
    <main>
      <PageBanner eyebrow="加入我们" title="招贤纳士" trail={['招贤纳士']} />
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        <p className="mb-6 text-slate-500">共 {data.total} 个职位在招，点击职位查看职责与要求。</p>
        {data.items.length === 0 ? (
          <p className="rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70">暂无在招职位</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4">
            {data.items.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
        <Pager page={page} total={data.total} pageSize={DEFAULT_PAGE_SIZE} />
      </div>
    </main>
  );
}
