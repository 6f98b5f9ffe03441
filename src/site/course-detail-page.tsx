import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, Clock, PlayCircle, UserRound } from 'lucide-react';
import { liveDay, liveHours } from './live-format';
import { LiveStatusBadge } from './live-status-badge';
import { PageBanner } from './page-banner';
import { liveCourseQuery } from './service-queries';

const notice = 'rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70';

/**
 * SPEC.md §2 /course_detail: one live course, with the way into the room or its replay. Without an
 * id (a hand-typed or truncated link) there is nothing to ask the server for; the page says so.
 */
export function CourseDetailPage({ id }: { id: number | undefined }) {
  return (
    <main>
      <PageBanner eyebrow="名师直播" title="直播详情" trail={['直播课堂', '直播详情']} />
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        <Link to="/broast" className="mb-6 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-primary">
          <ArrowLeft aria-hidden className="size-4" />
          返回课表
        </Link>
        {id === undefined ? <p className={notice}>未指定直播课程，请从直播课表中选择课程</p> : <CourseDetail id={id} />}
      </div>
    </main>
  );
}

function CourseDetail({ id }: { id: number }) {
  const { data: course } = useSuspenseQuery(liveCourseQuery(id));
  if (!course) return <p className={notice}>直播课程不存在或已下架</p>;
  return (
    <article className="grid grid-cols-1 overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/70 md:grid-cols-[2fr_3fr]">
      {course.cover && <img src={course.cover} alt="" className="h-full max-h-80 w-full object-cover md:max-h-none" />}
      <div className="p-6 sm:p-8">
        <LiveStatusBadge status={course.liveStatus} />
        <h2 className="mt-3 text-2xl font-bold text-slate-900">{course.title}</h2>
        <dl className="mt-5 grid grid-cols-1 gap-3 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <dt className="sr-only">日期</dt>
            <CalendarDays aria-hidden className="size-4 text-primary" />
            <dd>{liveDay(course.startTime)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">时间</dt>
            <Clock aria-hidden className="size-4 text-primary" />
            <dd>{liveHours(course.startTime, course.endTime)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">主讲</dt>
            <UserRound aria-hidden className="size-4 text-primary" />
            <dd>
              {course.teacherName} 老师
              {course.subjectName ? ` · ${course.subjectName}` : ''}
            </dd>
          </div>
        </dl>
        {course.introduction && <p className="mt-6 leading-7 text-slate-600">{course.introduction}</p>}
        {course.liveStatus !== 2 || course.replayUrl ? (
          <a
            href={course.liveStatus === 2 ? course.replayUrl : course.liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-primary px-6 font-medium text-white hover:bg-primary/90"
          >
            <PlayCircle aria-hidden className="size-5" />
            {course.liveStatus === 2 ? '观看回放' : course.liveStatus === 1 ? '进入直播间' : '预约直播'}
          </a>
        ) : null}
      </div>
    </article>
  );
}
