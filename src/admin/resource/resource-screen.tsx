import type { RowSelectionState } from '@tanstack/react-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SectionBoundary } from '@/components/section-boundary';
import { whenIdle } from '@/lib/idle';
import { useCan } from '../permissions';
import { ActionDialog } from './action-dialog';
import { ColumnSettings } from './column-settings';
import { saveFile } from './download';
import { FilterForm } from './filter-form';
import { callOperation } from './generated-api';
import type { ListState } from './list-search';
import { useListView } from './list-view';
import { payloadFields } from './operation-target';
import { Pagination } from './pagination';
import { labelField, recordLabel } from './record-label';
import { tableFields } from './relation-data';
import { refineColumns, refineFilters, refineResource, useRefinement, type Refinement, type ResourceScreenProps } from './refinement';
import { ResourceFormDialog } from './resource-form-dialog';
import { ResourceTable } from './resource-table';
import { RowActions, recordActions, type RowIntent } from './row-actions';
import { BulkActions, Toolbar } from './toolbar';
import { UploadDialog } from './upload-dialog';
import { useColumnVisibility } from './use-column-visibility';
import { listOperation, useResourceList, type Row } from './use-resource-list';

/**
 * The list state to show: the URL's, except right after a change made here, which shows at once.
 * The URL follows when the browser is next idle, because a router navigation re-renders the whole
 * route (shell, breadcrumbs, this screen) and must not delay the rows the user asked for. A URL
 * change from elsewhere (back/forward, a link) wins over a change still on its way.
 */
function useImmediateState(urlState: ListState, onStateChange: (next: ListState) => void) {
  const urlKey = JSON.stringify(urlState);
  const [local, setLocal] = useState<{ from: string; next: ListState }>();
  const current = local?.from === urlKey ? local.next : urlState;
  // Only the latest change goes to the URL (two quick changes must not show the first one again),
  // and none once another navigation has started or the screen is gone: it would land on the other
  // page with this list's search, or bring the list back.
  const pendingUrl = useRef<() => void>(undefined);
  const router = useRouter();
  useEffect(() => {
    const unsubscribe = router.subscribe('onBeforeNavigate', () => pendingUrl.current?.());
    return () => {
      unsubscribe();
      pendingUrl.current?.();
    };
  }, [router]);
  const change = (next: ListState) => {
    setLocal({ from: urlKey, next });
    pendingUrl.current?.();
    // Idle, with a cap: the URL (and the route's re-render) follows once the new rows are painted.
    const cancel = whenIdle(() => {
      pendingUrl.current = undefined;
      onStateChange(next);
    }, 200);
    pendingUrl.current = () => {
      cancel();
      pendingUrl.current = undefined;
    };
  };
  return { current, change };
}

type Dialog = RowIntent | { type: 'create' } | { type: 'upload' } | undefined;

/**
 * A resource's screen: the generic one, refined by the resource's refinement file when it has one
 * (src/admin/refinements/<resourceKey>.tsx), or the refinement's own screen when it brings one.
 */
export function ResourceScreen(props: ResourceScreenProps) {
  const refinement = useRefinement(props.resource.key);
  const Screen = refinement?.screen;
  return Screen ? <Screen {...props} /> : <GenericResourceScreen {...props} refinement={refinement} />;
}

/**
 * The generic screen of any manifest resource: filters, toolbar, table, pager and the dialogs of
 * its operations. Adding a resource to a spec adds its screen; nothing here names a resource (its
 * exceptions live in its refinement, applied here as data).
 */
export function GenericResourceScreen({ api, resource, refinement, state: urlState, onStateChange }: ResourceScreenProps & { refinement?: Refinement }) {
  const state = useImmediateState(urlState, onStateChange);
  const can = useCan();
  const queryClient = useQueryClient();
  const offered = useMemo(() => refineResource(resource, refinement), [resource, refinement]);
  const op = (kind: string) => offered.operations.find((o) => o.kind === kind && can(o.permission));
  const list = listOperation(resource);
  // A reference whose label the row carries (x-label-of) is shown by that label's column, not by its id.
  const fields = useMemo(() => refineColumns(tableFields(list?.dataFields ?? []), refinement), [list, refinement]);
  const filters = useMemo(
    () =>
      refineFilters(
        (list?.query ?? []).filter((f) => f.name !== 'pageNum' && f.name !== 'pageSize'),
        refinement,
      ),
    [list, refinement],
  );
  const [save, remove, able, exportOp, upload, mould] = ['save', 'remove', 'able', 'export', 'upload', 'downloadMould'].map(op);
  const actions = useMemo(() => recordActions(offered, can), [offered, can]);
  const bulk = actions.filter((a) => payloadFields(a).some((f) => f.name === 'ids'));
  const bulkRemove = remove && payloadFields(remove).some((f) => f.name === 'ids') ? remove : undefined;
  const exportsSelected = Boolean(exportOp?.query.some((f) => f.name === 'ids'));
  const label = useMemo(() => labelField(fields), [fields]);
  const labelOf = useCallback((row: Row) => recordLabel(row, label), [label]);

  const query = useResourceList(api, resource, state.current);
  // Stable for the memoised filter form: reads the state current when the user searches.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const search = useCallback((next: Record<string, string>) => latest.current.change({ ...latest.current.current, filters: next, pageNum: 1 }), []);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<Dialog>();
  const columns = useColumnVisibility(resource.key, fields);
  const view = useListView(query, resource, state.current);
  const rows = view.rows;
  const selectedRows = rows.filter((r) => selection[String(r.id)]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.key] });
  const done = () => {
    setDialog(undefined);
    setSelection({});
    refresh();
  };
  // 导出全部 sends the current filters; 导出选中 the selected ids only (the spec's shared `Ids` parameter).
  const download = useMutation({
    mutationFn: async ({ operation, payload }: { operation: NonNullable<typeof exportOp>; payload?: Record<string, unknown> }) => {
      const file = await callOperation<Blob>(api, operation, payload);
      saveFile(file, `${resource.name}.xlsx`);
    },
  });
  // The refinement's own row actions act on the URL state as it is (a sub-screen opens at once).
  const own = refinement?.rowActions;
  const screen = useRef({ state: urlState, onStateChange });
  useLayoutEffect(() => {
    screen.current = { state: urlState, onStateChange };
  });
  const runOwn = useCallback((action: NonNullable<typeof own>[number], row: Row) => action.onSelect(row, screen.current), []);
  const rowActions = useMemo(
    () =>
      save || remove || able || actions.length || own?.length
        ? (row: Row) => <RowActions row={row} save={save} remove={remove} able={able} actions={actions} own={own} onOwn={runOwn} onIntent={setDialog} />
        : undefined,
    [save, remove, able, actions, own, runOwn],
  );

  return (
    <div className="grid gap-4">
      <FilterForm key={JSON.stringify(state.current.filters)} fields={filters} filters={state.current.filters} onSearch={search} />
      <Toolbar
        save={save}
        exportOp={exportOp}
        upload={upload}
        mould={mould}
        bulkRemove={bulkRemove}
        selected={selectedRows.length}
        exporting={download.isPending}
        onCreate={() => setDialog({ type: 'create' })}
        onExport={() => exportOp && download.mutate({ operation: exportOp, payload: state.current.filters })}
        onExportSelected={exportsSelected && exportOp ? () => download.mutate({ operation: exportOp, payload: { ids: selectedRows.map((r) => r.id) } }) : undefined}
        onUpload={() => setDialog({ type: 'upload' })}
        onMould={() => mould && download.mutate({ operation: mould })}
        onBulkRemove={() => bulkRemove && setDialog({ type: 'action', operation: bulkRemove, rows: selectedRows })}
        onRefresh={refresh}
      >
        <BulkActions actions={bulk} rows={selectedRows} fields={list?.dataFields ?? []} onRun={(operation) => setDialog({ type: 'action', operation, rows: selectedRows })} />
        <ColumnSettings fields={fields} visibility={columns.visibility} onToggle={columns.toggle} />
      </Toolbar>
      {/* A row the table cannot draw (a field of a shape the spec does not promise) fails the list alone. */}
      <SectionBoundary what={`${resource.name}列表`} onRetry={() => void query.refetch()} resetKeys={[rows]} className="rounded-md border bg-card">
        <ResourceTable
          caption={`${resource.name}列表`}
          fields={fields}
          rows={rows}
          selection={selection}
          onSelectionChange={setSelection}
          visibility={columns.visibility}
          rowActions={rowActions}
          cells={refinement?.columns?.cells}
          loading={view.loading}
          status={view.status}
        />
      </SectionBoundary>
      {list?.paged && (
        // From tablet width it stays in view at the window's bottom while the screen is taller than the
        // window, above the strip kept free for the testers' button (mock builds), so neither hides the
        // other. On a phone it would cover half the table: there it stays in the flow.
        <div className="md:sticky md:bottom-0 md:z-10 md:-mx-6 md:border-t md:bg-background/95 md:px-6 md:pt-2 md:pb-[calc(0.5rem+var(--mock-panel-reserve,0px))] md:backdrop-blur">
          <Pagination
            total={view.total}
            pageNum={state.current.pageNum}
            pageSize={state.current.pageSize}
            onChange={(pageNum, pageSize) => state.change({ ...state.current, pageNum, pageSize })}
          />
        </div>
      )}
      {(dialog?.type === 'create' || dialog?.type === 'edit') && save && (
        <ResourceFormDialog
          api={api}
          save={save}
          resourceName={resource.name}
          record={dialog.type === 'edit' ? dialog.row : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={done}
        />
      )}
      {dialog?.type === 'action' && (
        <ActionDialog
          api={api}
          operation={dialog.operation}
          rows={dialog.rows}
          resourceName={resource.name}
          labelOf={labelOf}
          preset={dialog.preset}
          verb={dialog.verb}
          onClose={() => setDialog(undefined)}
          onDone={done}
        />
      )}
      {dialog?.type === 'upload' && upload && <UploadDialog api={api} upload={upload} resourceName={resource.name} onClose={() => setDialog(undefined)} onImported={refresh} />}
    </div>
  );
}
