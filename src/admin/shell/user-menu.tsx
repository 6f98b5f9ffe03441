import { ChevronDown, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/use-lazy-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useThemeChoice } from '@/components/use-theme';
import { THEME_CHOICES } from '@/lib/theme';
import type { StaffUser } from '../session';

/**
 * The dialog (a form library, zod, md5 and the password call) is not part of every screen's first
 * load: it loads when the menu opens, and opening the dialog waits for it if it is not there yet.
 */
const loadChangePasswordDialog = () => import('./change-password-dialog').then((m) => m.ChangePasswordDialog);

/** The staff member in the header: name (and avatar initial), position, and their own account actions. */
export function UserMenu({ user }: { user: StaffUser }) {
  // Prefetched when the menu opens rather than when the page is idle.
  const {
    Dialog: PasswordDialog,
    openDialog,
    dialogProps,
  } = useLazyDialog(loadChangePasswordDialog, {
    failure: '修改密码加载失败：网络异常，请检查网络后重试',
    prefetchWhenIdle: false,
  });
  const { name } = user;
  const [theme, setTheme] = useThemeChoice();

  return (
    <>
      {/* Not modal: a modal menu would still hold the page inert while the dialog it opens takes over. */}
      <DropdownMenu modal={false} onOpenChange={(open) => open && void loadChangePasswordDialog().catch(() => undefined)}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="max-w-44 gap-2 px-1.5">
            <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {name.slice(0, 1)}
            </span>
            {/* A phone shows the avatar only; the name stays in the accessible name. */}
            <span className="sr-only sm:hidden">{name}</span>
            <span className="hidden truncate font-medium sm:inline">{name}</span>
            <ChevronDown aria-hidden className="hidden opacity-60 sm:block" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuLabel className="grid gap-0.5">
            <span>{name}</span>
            <span className="text-xs font-normal text-muted-foreground">
              {[...new Set([user.positionName, user.isSuper ? '超级管理员' : undefined].filter(Boolean))].join(' · ') || user.account}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={openDialog}>
            <KeyRound aria-hidden />
            修改密码
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel id="theme-choice-label" className="text-xs font-normal text-muted-foreground">
            主题
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-labelledby="theme-choice-label"
            value={theme}
            onValueChange={(value) => setTheme(THEME_CHOICES.find((c) => c.value === value)?.value ?? 'system')}
          >
            {THEME_CHOICES.map((choice) => (
              <DropdownMenuRadioItem key={choice.value} value={choice.value}>
                {choice.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {PasswordDialog && <PasswordDialog open={dialogProps.open} onOpenChange={dialogProps.onOpenChange} />}
    </>
  );
}
