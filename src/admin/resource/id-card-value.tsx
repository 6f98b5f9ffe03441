import type { ResourceMeta } from '@generated/manifest/types';
import { Eye, EyeOff } from 'lucide-react';
import { createContext, useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import { maskIdCard } from '@/lib/id-card-mask';
import { useAdminState } from '../admin-store';
import { useCan } from '../permissions';

/**
 * Whether the screen around may show ID-card numbers in full (on demand, a cell at a time). Absent:
 * never — a table outside a resource screen shows only the masked form.
 */
export const IdCardRevealContext = createContext(false);

/**
 * Who may see a full ID-card number: a super administrator, and whoever may edit the record (its 保存
 * permission: the edit form shows the number whole anyway, to change it). Of a resource without a
 * save operation, only a super administrator.
 */
export function mayRevealIdCards(resource: Pick<ResourceMeta, 'operations'>, can: (permission: string) => boolean, isSuper: boolean): boolean {
  if (isSuper) return true;
  const save = resource.operations.find((o) => o.kind === 'save');
  return save !== undefined && save.permission !== '' && can(save.permission);
}

/** mayRevealIdCards for the signed-in staff member. */
export function useMayRevealIdCards(resource: Pick<ResourceMeta, 'operations'>): boolean {
  const can = useCan();
  const isSuper = useAdminState((state) => state.userInfo?.isSuper === true);
  return mayRevealIdCards(resource, can, isSuper);
}

/**
 * An `x-widget: idCard` value in a list: masked (110101********1234), with 显示 / 隐藏 beside it for
 * whoever may see it whole (IdCardRevealContext). Revealed for this cell only, until hidden or the
 * page changes; a keyboard reaches the button like any other.
 */
export function IdCardValue({ title, value }: { title: string; value: string }) {
  const mayReveal = useContext(IdCardRevealContext);
  const [shown, setShown] = useState(false);
  const visible = mayReveal && shown;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="tabular-nums">{visible ? value : maskIdCard(value)}</span>
      {mayReveal && (
        <Button type="button" variant="ghost" size="sm" className="h-6 shrink-0 px-1.5" aria-label={`${visible ? '隐藏' : '显示'}${title}`} onClick={() => setShown(!visible)}>
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {visible ? '隐藏' : '显示'}
        </Button>
      )}
    </span>
  );
}
