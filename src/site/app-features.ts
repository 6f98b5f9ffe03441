import { BookCheck, ClipboardList, MonitorPlay, type LucideIcon } from 'lucide-react';

/** What the exam-prep app offers, told on both download pages. */
export const APP_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MonitorPlay, title: '名师直播', text: '每日直播，课后回放与讲义' },
  { icon: BookCheck, title: '智能题库', text: '十万道真题，错题自动归集' },
  { icon: ClipboardList, title: '模拟考试', text: '全真模考，成绩分析报告' },
];
