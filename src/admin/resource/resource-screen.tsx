import type { RowSelectionState } from '@tanstack/react-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ListFilter } from 'lucide-react';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/idle';
import { useAdminState } from '../admin-store';
import { useCan } from '../permissions';
import { hasRecordPages, recordHref, resourceEntry } from '../resources';
import type { OperationMeta } from '@generated/manifest/types';
import { ActionDialog } from './action-dialog';
import { actionsOnRecords, touchedResources } from './action-effects';
import { ColumnSettings } from './column-settings';
import { saveFile } from './download';
import { FilterForm } from './filter-form';
import { callOperation } from './generated-api';
import { listState, toSearch, type ListState } from './list-search';
import { useListView } from './list-view';
import { payloadFields } from './operation-target';
import { Pagination } from './pagination';
import { labelField, recordLabel } from './record-label';
import { detailOf, labelledRefs, tableFields } from './relation-data';
import { refineColumns, refineFilters, refineResource, useRefinement, type Refinement, type ResourceScreenProps } from './refinement';
import { formDraftName, ResourceFormDialog } from './resource-form-dialog';
import { wasLeftOpen } from '../tabs/form-drafts';
import { IdCardRevealContext, useMayRevealIdCards } from './id-card-value';
import { ResourceTable } from './resource-table';
import { resourceActions } from './resource-actions';
import { RowActions, recordActions, type RowIntent } from './row-actions';
import { BulkActions, Toolbar } from './toolbar';
import { UploadDialog } from './upload-dialog';
import { useColumnVisibility } from './use-column-visibility';
import { listOperation, missingFilters, useResourceList, type Row } from './use-resource-list';
import { isSortKey, sortableColumns, sortInForce, sortOf, sortSearch } from './list-sort';
import type { TableSorting } from './sort-header';
import { SavedViewsBar } from './saved-views-bar';
import { restoreSession } from '../session';

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

const NOT_FILTERS = new Set(['pageNum', 'pageSize', 'ids']);

/** A list shown inside another page (a record's related list) rather than as a screen of its own. */
export interface Embedding {
  /** The list's name on that page (the table's caption, the filter's name). */
  title: string;
  /** Unique on the page: the ids of the list's inputs start with it. */
  idPrefix: string;
}

interface GenericScreenProps extends ResourceScreenProps {
  refinement?: Refinement;
  /**
   * Filters always in force, not shown in the filter form, and pre-filled in 新增: a related list's
   * parent (`clueId` = this lead).
   */
  fixed?: Readonly<Record<string, string>>;
  embedded?: Embedding;
}

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
export function GenericResourceScreen({ api, resource, refinement, state: urlState, onStateChange, fixed, embedded }: GenericScreenProps) {
  const state = useImmediateState(urlState, onStateChange);
  // What the list is asked with: the filters chosen here and the fixed ones.
  const current = state.current;
  const asked = useMemo(() => (fixed ? { ...current, filters: { ...current.filters, ...fixed } } : current), [fixed, current]);
  const can = useCan();
  const me = useAdminState((admin) => admin.userInfo?.id);
  // The department too: an action whose preconditions name it (x-effects requires … is $department).
  const myDepartment = useAdminState((admin) => admin.userInfo?.departmentId);
  const acting = useMemo(() => (me === undefined ? undefined : { id: me, departmentId: myDepartment }), [me, myDepartment]);
  const queryClient = useQueryClient();
  const offered = useMemo(() => refineResource(resource, refinement), [resource, refinement]);
  const op = (kind: string) => offered.operations.find((o) => o.kind === kind && can(o.permission));
  const revealIdCards = useMayRevealIdCards(resource);
  const list = listOperation(resource);
  // A reference whose label the row carries (x-label-of) is shown by that label's column, not by its id.
  // A related list's rows all point at the same parent: its column would repeat it on every row.
  const fields = useMemo(
    () => refineColumns(tableFields(list?.dataFields ?? []), refinement).filter((f) => !fixed || !(Object.hasOwn(fixed, f.name) || (f.labelOf && Object.hasOwn(fixed, f.labelOf)))),
    [list, refinement, fixed],
  );
  const filters = useMemo(
    () =>
      refineFilters(
        // `ids` picks records by id (a screen's labels in one call), no filter staff type.
        // The sort pair is the headers' (list-sort.ts), no filter.
        (list?.query ?? []).filter((f) => !NOT_FILTERS.has(f.name) && !isSortKey(f.name) && !(fixed && Object.hasOwn(fixed, f.name))),
        refinement,
      ),
    [list, refinement, fixed],
  );
  const [save, remove, able, exportOp, upload, mould] = ['save', 'remove', 'able', 'export', ...(embedded ? [] : ['upload', 'downloadMould'])].map(op);
  // Its own record actions, and the group's actions that act on its records by reference (申请预约到访 on a lead).
  const actions = useMemo(() => [...recordActions(offered, can), ...actionsOnRecords(api.meta, resource.key, can)], [offered, can, api.meta, resource.key]);
  const ownActions = useMemo(() => (embedded ? [] : resourceActions(offered, can)), [offered, can, embedded]);
  const bulk = actions.filter((a) => payloadFields(a).some((f) => f.name === 'ids'));
  const bulkRemove = remove && payloadFields(remove).some((f) => f.name === 'ids') ? remove : undefined;
  const exportsSelected = Boolean(exportOp?.query.some((f) => f.name === 'ids'));
  const label = useMemo(() => labelField(fields), [fields]);
  const labelOf = useCallback((row: Row) => recordLabel(row, label), [label]);
  const labelled = useMemo(() => labelledRefs(list?.dataFields ?? []), [list]);
  // A row opens its record (查看, and its name links there) when its resource has record pages.
  const summary = resourceEntry(resource.key)?.resource;
  const pageOf = useMemo(
    () => (summary && hasRecordPages(summary) && detailOf(resource) ? (row: Row) => (row.id === undefined ? undefined : recordHref(summary, row.id)) : undefined),
    [summary, resource],
  );
  const recordLink = useMemo(() => (pageOf && label ? { field: label, href: pageOf } : undefined), [pageOf, label]);

  const query = useResourceList(api, resource, asked);
  // Stable for the memoised filter form: reads the state current when the user searches.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  // A new search keeps the sort: the sort is no filter (list-sort.ts), the form does not hold it.
  const search = useCallback(
    (next: Record<string, string>) => latest.current.change({ ...latest.current.current, filters: { ...next, ...sortOf(latest.current.current.filters) }, pageNum: 1 }),
    [],
  );
  const sortable = sortableColumns(list);
  const sorting = useMemo<TableSorting | undefined>(() => {
    if (sortable.length === 0) return undefined;
    const inForce = state.current.filters;
    const withoutSort = Object.fromEntries(Object.entries(inForce).filter(([key]) => !isSortKey(key)));
    return {
      sortable,
      sort: sortInForce(inForce, sortable),
      onChange: (next) => latest.current.change({ ...latest.current.current, filters: { ...withoutSort, ...sortSearch(next) }, pageNum: 1 }),
    };
  }, [sortable, state.current.filters]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  // A 新增 still open when its tab was left opens again with what was typed (tabs/form-drafts.ts).
  const [dialog, setDialog] = useState<Dialog>(() => (save && wasLeftOpen(formDraftName(save)) ? { type: 'create' } : undefined));
  // An embedded list shows its filters on demand, at once when it cannot be asked without one.
  const [showFilters, setShowFilters] = useState(() => missingFilters(resource, asked).length > 0);
  const columns = useColumnVisibility(resource.key, fields);
  const [staffId] = useState(() => restoreSession()?.id);
  const view = useListView(query, resource, asked);
  const rows = view.rows;
  const selectedRows = rows.filter((r) => selection[String(r.id)]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.key] });
  const done = (operation?: OperationMeta) => {
    setDialog(undefined);
    setSelection({});
    refresh();
    // What the action changed elsewhere (x-effects: the lead it acted on, the records it wrote or updated) is fetched again too.
    for (const key of touchedResources(operation)) {
      void queryClient.invalidateQueries({ queryKey: ['resource-list', key] });
      void queryClient.invalidateQueries({ queryKey: ['record', key] });
    }
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
      save || remove || able || actions.length || own?.length || pageOf
        ? (row: Row) => (
            <RowActions
              row={row}
              save={save}
              remove={remove}
              able={able}
              actions={actions}
              view={pageOf?.(row)}
              own={own}
              onOwn={runOwn}
              onIntent={setDialog}
              me={me}
              acting={acting}
            />
          )
        : undefined,
    [save, remove, able, actions, own, runOwn, pageOf, me, acting],
  );

  return (
    <div className="grid gap-4">
      {(!embedded || showFilters) && (
        <FilterForm
          key={JSON.stringify(state.current.filters)}
          fields={filters}
          filters={state.current.filters}
          onSearch={search}
          idPrefix={embedded ? `${embedded.idPrefix}-filter` : undefined}
          label={embedded ? `筛选${embedded.title}` : undefined}
        />
      )}
      {!embedded && (
        <SavedViewsBar
          staffId={staffId}
          resourceKey={resource.key}
          search={toSearch(state.current)}
          columns={columns.visibility}
          onApply={(saved) => {
            columns.replace(saved.columns);
            state.change(listState(saved.search));
          }}
        />
      )}
      <Toolbar
        save={save}
        exportOp={exportOp}
        upload={upload}
        mould={mould}
        bulkRemove={bulkRemove}
        selected={selectedRows.length}
        exporting={download.isPending}
        onCreate={() => setDialog({ type: 'create' })}
        onExport={() => exportOp && download.mutate({ operation: exportOp, payload: asked.filters })}
        onExportSelected={exportsSelected && exportOp ? () => download.mutate({ operation: exportOp, payload: { ids: selectedRows.map((r) => r.id) } }) : undefined}
        onUpload={() => setDialog({ type: 'upload' })}
        onMould={() => mould && download.mutate({ operation: mould })}
        onBulkRemove={() => bulkRemove && setDialog({ type: 'action', operation: bulkRemove, rows: selectedRows })}
        onRefresh={refresh}
        actions={ownActions.map((operation) => (
          <Button key={operation.operationId} variant="outline" onClick={() => setDialog({ type: 'action', operation, rows: [] })}>
            {operation.summary}
          </Button>
        ))}
      >
        <BulkActions
          actions={bulk}
          rows={selectedRows}
          fields={list?.dataFields ?? []}
          acting={acting}
          onRun={(operation) => setDialog({ type: 'action', operation, rows: selectedRows })}
        />
        <ColumnSettings fields={fields} visibility={columns.visibility} onToggle={columns.toggle} />
        {embedded && filters.length > 0 && (
          <Button variant="outline" size="sm" aria-expanded={showFilters} onClick={() => setShowFilters((shown) => !shown)}>
            <ListFilter aria-hidden />
            筛选
          </Button>
        )}
      </Toolbar>
      {/* A row the table cannot draw (a field of a shape the spec does not promise) fails the list alone. */}
      <SectionBoundary what={`${resource.name}列表`} onRetry={() => void query.refetch()} resetKeys={[rows]} className="rounded-md border bg-card">
        <IdCardRevealContext value={revealIdCards}>
          <ResourceTable
            caption={embedded?.title ?? `${resource.name}列表`}
            fields={fields}
            rows={rows}
            selection={selection}
            onSelectionChange={setSelection}
            visibility={columns.visibility}
            rowActions={rowActions}
            cells={refinement?.columns?.cells}
            labelled={labelled}
            recordLink={recordLink}
            compact={embedded !== undefined}
            loading={view.loading}
            status={view.status}
            sorting={sorting}
          />
        </IdCardRevealContext>
      </SectionBoundary>
      {list?.paged && embedded && (
        <Pagination
          total={view.total}
          pageNum={state.current.pageNum}
          pageSize={state.current.pageSize}
          onChange={(pageNum, pageSize) => state.change({ ...state.current, pageNum, pageSize })}
        />
      )}
      {list?.paged && !embedded && (
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
          initial={fixed}
          onClose={() => setDialog(undefined)}
          onSaved={() => done()}
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
          onDone={() => done(dialog.operation)}
          resource={resource}
          fields={list?.dataFields}
        />
      )}
      {dialog?.type === 'upload' && upload && <UploadDialog api={api} upload={upload} resourceName={resource.name} onClose={() => setDialog(undefined)} onImported={refresh} />}
    </div>
  );
}
