import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import { ArrowRight, Clock, UserRound } from 'lucide-react';
import { HomeSection } from './home-section';
import { byStartTime, liveDay, liveHours } from './live-format';
import { LiveStatusBadge } from './live-status-badge';
import { QueryStates } from './query-states';
import { liveCoursesQuery } from './service-queries';

/** The next three courses that have not ended, the one on air first. */
function upcoming(courses: LiveCourse[]): LiveCourse[] {
  return courses
    .filter((course) => course.liveStatus !== 2)
    .toSorted((a, b) => b.liveStatus - a.liveStatus || byStartTime(a, b))
    .slice(0, 3);
}

/** The next live courses, with the way to the full timetable. */
export function HomeLive() {
  const query = useQuery({ ...liveCoursesQuery, select: upcoming });
  return (
    <HomeSection
      id="home-live"
      eyebrow="名师直播"
      title="近期直播"
      className="bg-white"
      action={
        <Link to="/broast" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          完整课表
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      }
    >
      <QueryStates
        query={query}
        what="直播课程"
        isEmpty={(courses) => courses.length === 0}
        empty={<p className="rounded-xl bg-slate-50 py-12 text-center text-slate-500">本周直播已全部结束，下周课表即将发布</p>}
      >
        {(courses) => (
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
            {courses.map((course) => (
              <li key={course.id}>
                <Link
                  to="/course_detail"
                  search={{ id: course.id }}
                  className="group block h-full overflow-hidden rounded-2xl ring-1 ring-slate-200/70 transition hover:-translate-y-1 hover:shadow-lg"
                >
                  {/* Lazy: the cover is hidden on phones, and a hidden lazy image is never fetched or decoded. */}
                  {course.cover && <img src={course.cover} alt="" loading="lazy" decoding="async" className="hidden aspect-[16/9] w-full object-cover sm:block" />}
                  <div className="p-5">
                    <div className="flex items-center justify-between gap-2 text-sm text-slate-500">
                      <span>{liveDay(course.startTime)}</span>
                      <LiveStatusBadge status={course.liveStatus} />
                    </div>
                    <h3 className="mt-3 line-clamp-2 font-semibold text-slate-900 group-hover:text-primary">{course.title}</h3>
                    <p className="mt-3 flex items-center gap-4 text-sm text-slate-500">
                      <span className="flex items-center gap-1">
                        <Clock aria-hidden className="size-4" />
                        {liveHours(course.startTime, course.endTime)}
                      </span>
                      <span className="flex items-center gap-1">
                        <UserRound aria-hidden className="size-4" />
                        {course.teacherName}
                      </span>
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </HomeSection>
  );
}
