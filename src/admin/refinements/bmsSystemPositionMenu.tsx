import type { Refinement, ResourceScreenProps } from '../resource/refinement';
import { RelationInput } from '../resource/relation-picker';
import { PermissionEditor, type PositionOperations } from './bmsSystemPositionMenu/permission-editor';

/**
 * 岗位权限 has no list: the spec gives it a read (listByPosition) and a replace
 * (updatePositionPermission), which no generic screen can turn into what staff need — pick a
 * position, then tick its menus and buttons in the whole menu tree (menu/tree of the same group)
 * and save the set. The chosen position lives in the URL (`?positionId=2`), so a reload or a shared
 * link opens the same position. The editor's parts live in ./bmsSystemPositionMenu/.
 */
function PositionMenuScreen({ api, resource, state, onStateChange }: ResourceScreenProps) {
  const grants = resource.operations.find((o) => o.action === 'listByPosition');
  const update = resource.operations.find((o) => o.action === 'updatePositionPermission');
  const menu = api.meta.resources.find((r) => r.key === 'bmsSystemMenu');
  const tree = menu?.operations.find((o) => o.action === (menu.tree ?? 'tree'));
  const positionField = grants?.query.find((f) => f.name === 'positionId');
  if (!grants || !update || !tree || !positionField) {
    return <p role="alert">岗位权限接口不完整（缺少查询、保存或菜单树接口），请检查接口定义。</p>;
  }
  const operations: PositionOperations = { api, tree, grants, update };
  const positionId = Number(state.filters.positionId);
  const chosen = Number.isSafeInteger(positionId) && positionId > 0 ? positionId : undefined;
  const choose = (value: string) => onStateChange({ ...state, pageNum: 1, filters: value ? { positionId: value } : {} });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">选择岗位后勾选其可用的菜单与按钮：勾选按钮时其上级菜单自动授权。保存后，该岗位的员工重新登录即按新权限显示菜单和按钮。</p>
      <div className="grid max-w-sm gap-1.5">
        <label htmlFor="position-menu-position" className="text-sm font-medium">
          {positionField.title}
        </label>
        <RelationInput field={positionField} id="position-menu-position" value={chosen === undefined ? '' : String(chosen)} onChange={choose} mode="form" />
      </div>
      {chosen === undefined ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-sm text-muted-foreground">请选择岗位，再设置它可用的菜单与按钮。</p>
      ) : (
        <PermissionEditor key={chosen} operations={operations} positionId={chosen} />
      )}
    </div>
  );
}

export const refine: Refinement = {
  screen: PositionMenuScreen,
  // The chosen position (`?positionId=2`) is the read's own parameter.
  search: (resource) => resource.operations.find((o) => o.action === 'listByPosition')?.query ?? [],
};
