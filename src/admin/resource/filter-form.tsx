import type { FieldMeta } from '@generated/manifest/types';
import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { rangeOf, tidyDates } from './date-range';
import { dependentsOf, pickerScope } from './field-dependencies';
import { FieldInput } from './field-input';
import { filtersInForce } from './url-state';

interface FilterFormProps {
  fields: FieldMeta[];
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
  /** Prefix of the inputs' ids, unique on the page (a record page holds several lists). */
  idPrefix?: string;
  /** The search landmark's name, unique on the page. */
  label?: string;
}

/**
 * 查询 / 重置 above the table; one input per query parameter of the list operation. Memoised: a page
 * or page-size change must not re-render every filter field (give it stable props).
 */
export const FilterForm = memo(function FilterForm({ fields, filters, onSearch, idPrefix = 'filter', label = '筛选' }: FilterFormProps) {
  const [values, setValues] = useState(filters);
  // At phone width the form folds to its first field and the buttons (展开 shows the rest); it opens
  // unfolded when a filter it would hide is in force, so no filter works out of sight.
  const [expanded, setExpanded] = useState(() => fields.slice(1).some((f) => (filters[f.name] ?? '').trim() !== ''));
  if (fields.length === 0) return null;
  const folded = fields.length > 1 && !expanded;
  const formId = `${idPrefix}-form`;
  // Both ends of a date range (开始日期 / 结束日期: an end declared x-not-before its start) take quick ranges.
  const quickRange = (field: FieldMeta) => {
    const range = rangeOf(fields, field.name);
    return range && ((start: string, end: string) => setValues((current) => ({ ...current, [range.start]: start, [range.end]: end })));
  };

  return (
    <search aria-label={label}>
      <form
        id={formId}
        className={cn('grid gap-3 rounded-md border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4', folded && 'max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:p-3')}
        onSubmit={(e) => {
          e.preventDefault();
          // The list is asked at once with what is searched (before the URL follows): only what the spec
          // allows (a stray `-` in a number box is no filter). Values of filters not shown here stay.
          const shown = new Set(fields.map((f) => f.name));
          const others = Object.entries(values).filter(([name, v]) => !shown.has(name) && v.trim() !== '');
          onSearch({ ...Object.fromEntries(others), ...filtersInForce(tidyDates(values, fields), fields) });
        }}
      >
        {fields.map((field, index) => (
          <div key={field.name} className={cn('grid gap-1.5', folded && index > 0 && 'max-sm:hidden')}>
            <Label htmlFor={`${idPrefix}-${field.name}`}>{field.title}</Label>
            <FieldInput
              field={field}
              id={`${idPrefix}-${field.name}`}
              mode="filter"
              value={values[field.name] ?? ''}
              // A filter others depend on (x-depends-on: 上级章节 on 课程) clears them when it changes.
              onChange={(value) => setValues((current) => ({ ...current, ...Object.fromEntries(dependentsOf(fields, field.name).map((f) => [f.name, ''])), [field.name]: value }))}
              scope={pickerScope(field, fields, values)}
              onQuickRange={quickRange(field)}
            />
          </div>
        ))}
        <div className={cn('flex flex-wrap items-end gap-2', folded && 'max-sm:flex-nowrap max-sm:gap-1')}>
          {/* Folded on a phone the two keep their icons only (their names stay), so one row holds them all. */}
          <Button type="submit" className={cn(folded && 'max-sm:px-2.5')}>
            <Search aria-hidden />
            <span className={cn(folded && 'max-sm:sr-only')}>查询</span>
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setValues({});
              onSearch({});
            }}
          >
            <RotateCcw aria-hidden />
            <span className={cn(folded && 'max-sm:sr-only')}>重置</span>
          </Button>
          {fields.length > 1 && (
            <Button type="button" variant="ghost" className="px-2 sm:hidden" aria-expanded={expanded} aria-controls={formId} onClick={() => setExpanded(!expanded)}>
              {expanded ? '收起' : '展开'}
              <ChevronDown aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
            </Button>
          )}
        </div>
      </form>
    </search>
  );
});
