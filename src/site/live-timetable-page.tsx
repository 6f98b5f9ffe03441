import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Clock, UserRound } from 'lucide-react';
import { groupByDay, liveHours } from './live-format';
import { LiveStatusBadge } from './live-status-badge';
import { PageBanner } from './page-banner';
import { liveCoursesQuery } from './service-queries';

/** SPEC.md §2 /broast: the live course timetable, day by day. */
export function LiveTimetablePage() {
  const { data } = useSuspenseQuery(liveCoursesQuery);
  const days = groupByDay(data);
  return (
    <main>
      <PageBanner eyebrow="名师直播" title="直播课表" trail={['直播课堂']} />
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        {days.length === 0 && <p className="rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70">暂无直播安排</p>}
        <ol className="grid grid-cols-1 gap-8">
          {days.map(([day, courses]) => (
            <li key={day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className="mb-3 flex items-center gap-3 text-lg font-semibold text-slate-900">
                <span aria-hidden className="h-5 w-1 rounded-full bg-primary" />
                {day}
              </h2>
              <ul className="grid grid-cols-1 gap-3">
                {courses.map((course) => (
                  <li key={course.id}>
                    <Link
                      to="/course_detail"
                      search={{ id: course.id }}
                      className="group flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200/70 transition hover:shadow-md sm:p-5"
                    >
                      <span className="flex w-32 items-center gap-1.5 font-mono text-sm whitespace-nowrap text-slate-600">
                        <Clock aria-hidden className="size-4 text-primary" />
                        {liveHours(course.startTime, course.endTime)}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium text-slate-900 group-hover:text-primary">{course.title}</span>
                        <span className="mt-1 flex items-center gap-3 text-sm text-slate-500">
                          {course.subjectName && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{course.subjectName}</span>}
                          <span className="flex items-center gap-1">
                            <UserRound aria-hidden className="size-3.5" />
                            {course.teacherName}
                          </span>
                        </span>
                      </span>
                      <LiveStatusBadge status={course.liveStatus} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}
