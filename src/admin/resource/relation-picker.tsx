import { Command } from 'cmdk';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { idsOfValue, isMultiple, relationControl, type RelationRef } from './relation-data';
import { PickerStatus, RelationShell, SEARCH, type RelationInputProps } from './relation-shell';
import { RelationTreeSelect } from './relation-tree-select';
import { useDebounced, useRelationOptions, useRelationTarget } from './use-relation';

/**
 * The control of a reference field (`x-ref`): a tree select when the target is a tree, else a
 * searchable list of the target's records. Either sends the id(s), as a number box did.
 */
export function RelationInput(props: RelationInputProps) {
  const ref = props.field.ref;
  if (!ref) return null;
  return relationControl(props.field) === 'tree' ? <RelationTreeSelect {...props} refTo={ref} /> : <RelationPicker {...props} refTo={ref} />;
}

const OPTION = 'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

/** A searchable, paged list of the target's records (keyword search on its list, 加载更多). */
function RelationPicker(props: RelationInputProps & { refTo: RelationRef }) {
  const { field, value, onChange, refTo, id, scope } = props;
  const multiple = isMultiple(field);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState('');
  // Back to the search box once more options arrive: the arrow keys work from there, and the
  // 加载更多 button may be gone (everything loaded), which would leave focus nowhere.
  const search = useRef<HTMLInputElement>(null);
  const settled = useDebounced(keyword);
  const target = useRelationTarget(refTo, open);
  const options = useRelationOptions(refTo, target.target, settled, open, scope && 'filter' in scope ? scope.filter : undefined);
  const ids = idsOfValue(value);
  const chosen = new Set(ids);
  const error = target.isError ? target.error : options.isError && !options.isFetchingNextPage ? options.error : undefined;
  // A new keyword's answer replaces the options; until it comes, the old ones would be wrong ones.
  // Nor are the options of the words typed before (still debouncing): Enter would choose one of them.
  const loading = !error && (target.target === undefined || options.isPending || options.isPlaceholderData || keyword.trim() !== settled.trim());

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setKeyword('');
  }
  function pick(optionId: string) {
    if (!multiple) {
      onChange(optionId);
      openChange(false);
      return;
    }
    onChange((chosen.has(optionId) ? ids.filter((other) => other !== optionId) : [...ids, optionId]).join(','));
  }

  // The highlighted option is ours, not cmdk's: cmdk moves it to the first option when the search
  // text changes, but the answer for that text comes later (debounced), and Enter then chose nothing.
  const shown = loading || error ? [] : options.options;
  const highlighted = shown.some((o) => String(o.id) === active) ? active : String(shown[0]?.id ?? '');

  return (
    <RelationShell {...props} open={open} onOpenChange={openChange}>
      {/* cmdk names its search box by the Command's label and its listbox by the List's. */}
      <Command shouldFilter={false} loop label={`搜索${field.title}`} value={highlighted} onValueChange={setActive}>
        <Command.Input ref={search} value={keyword} onValueChange={setKeyword} maxLength={options.searchMaxLength} placeholder="搜索…" className={SEARCH} />
        <Command.List id={`${id}-options`} label={field.title} aria-multiselectable={multiple || undefined} className="max-h-64 overflow-y-auto p-1">
          {shown.map((option) => (
            <Command.Item key={String(option.id)} value={String(option.id)} onSelect={pick} aria-checked={chosen.has(String(option.id))} className={OPTION}>
              <Check aria-hidden className={cn('size-4 shrink-0', chosen.has(String(option.id)) ? 'opacity-100' : 'opacity-0')} />
              <span className="truncate">{option.label}</span>
            </Command.Item>
          ))}
        </Command.List>
        <PickerStatus
          loading={loading}
          error={error}
          empty={!loading && !error && shown.length === 0}
          onRetry={() => void (target.isError ? target.refetch() : options.refetch())}
        />
        {!loading && !error && options.hasMore && (
          <div className="border-t p-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={options.isFetchingNextPage}
              onClick={() => void options.loadMore().then(() => search.current?.focus())}
            >
              {options.isFetchingNextPage ? '加载中…' : '加载更多'}
            </Button>
          </div>
        )}
      </Command>
    </RelationShell>
  );
}
