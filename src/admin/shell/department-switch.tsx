import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { bmsSystemAdminChangeDepartment, getBmsSystemDepartmentTreeQueryOptions } from '@generated/bms-system/client/bms-system';
import { Button } from '@/components/ui/button';
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
import { adminStore } from '../admin-store';
import { saveSession, staffFields, type StaffUser } from '../session';
import { departmentOptions } from './departments';

const ENABLED = 1;

/** The header's department: staff who work for several departments switch here (changeDepartment). */
export function DepartmentSwitch({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // Loaded when first opened: most visits never switch.
  const departments = useQuery({
    ...getBmsSystemDepartmentTreeQueryOptions({ status: ENABLED }),
    enabled: open,
    select: (result) => departmentOptions(result.data ?? []),
  });

  async function change(value: string) {
    const departmentId = Number(value);
    if (departmentId === user.departmentId) return;
    const chosen = departments.data?.find((d) => d.id === departmentId);
    const result = await bmsSystemAdminChangeDepartment({ departmentId }).catch(() => undefined);
    if (!result) return;
    // The answer may hold the whole staff record, part of it (`{id}`), or nothing: what it says about this
    // same person wins, the department chosen fills what it leaves out.
    const answered = staffFields(result.data);
    const next: StaffUser = { ...user, departmentId, departmentName: chosen?.name, ...(answered?.id === user.id ? answered : {}) };
    try {
      adminStore.setUserInfo(saveSession(next));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '部门已切换，但无法保存到本机，请刷新页面');
      return;
    }
    toast.success(next.departmentName ? `已切换到${next.departmentName}` : '已切换部门');
    // What a list shows depends on the department (data scope): refetch every back-office query.
    void queryClient.invalidateQueries();
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        {/* Below `md` only the icon shows (the header must fit a phone); the name stays in the accessible name. */}
        <Button variant="ghost" size="sm" className="max-w-48 text-muted-foreground" title={`切换部门（当前：${user.departmentName ?? '未设置'}）`}>
          <Building2 aria-hidden />
          <span className="sr-only">切换部门，当前部门：</span>
          <span className="sr-only md:hidden">{user.departmentName ?? '未设置'}</span>
          <span className="hidden truncate md:inline">{user.departmentName ?? '未设置部门'}</span>
          <ChevronDown aria-hidden className="hidden opacity-60 md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>切换部门</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {departments.isPending && <DropdownMenuItem disabled>部门加载中…</DropdownMenuItem>}
        {departments.isError && <DropdownMenuItem onSelect={(event) => (event.preventDefault(), void departments.refetch())}>部门加载失败，点击重试</DropdownMenuItem>}
        <DropdownMenuRadioGroup value={user.departmentId === undefined ? '' : String(user.departmentId)} onValueChange={(value) => void change(value)}>
          {departments.data?.map((department) => (
            <DropdownMenuRadioItem key={department.id} value={String(department.id)} style={{ paddingLeft: `${2 + department.depth}rem` }}>
              {department.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
