import { BookOpen, Brain, Building2, ChartColumn, Laptop, ListTodo, type LucideIcon, Megaphone, Newspaper, Puzzle, Settings, Trophy, UserRound, Users, Wrench } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  personal: ListTodo,
  promote: Megaphone,
  activity: Trophy,
  cont: BookOpen,
  personnel: Users,
  statistics: ChartColumn,
  enterprise: Building2,
  user: UserRound,
  cms: Newspaper,
  asset: Laptop,
  mentalTest: Brain,
  extension: Puzzle,
  develop: Wrench,
  system: Settings,
};

/** The sidebar icon of an area (ADMIN_AREAS key); unknown areas get a neutral one. */
export function AreaIcon({ area, className }: { area: string; className?: string }) {
  const Icon = ICONS[area] ?? Puzzle;
  return <Icon aria-hidden className={className} />;
}
