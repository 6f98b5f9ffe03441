import { ChevronDown, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { StaffUser } from '../session';
import { ChangePasswordDialog } from './change-password-dialog';

/** The staff member in the header: name (and avatar initial), position, and their own account actions. */
export function UserMenu({ user }: { user: StaffUser }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const name = user.name || user.account;

  return (
    <>
      {/* Not modal: a modal menu would still hold the page inert while the dialog it opens takes over. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="max-w-44 gap-2 px-1.5">
            <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {name.slice(0, 1)}
            </span>
            <span className="truncate font-medium">{name}</span>
            <ChevronDown aria-hidden className="opacity-60" />
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
          <DropdownMenuItem onSelect={() => setChangingPassword(true)}>
            <KeyRound aria-hidden />
            修改密码
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
