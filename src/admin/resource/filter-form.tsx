import type { FieldMeta } from '@generated/manifest/types';
import { RotateCcw, Search } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
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
  if (fields.length === 0) return null;

  return (
    <search aria-label={label}>
      <form
        className="grid gap-3 rounded-md border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          // The list is asked at once with what is searched (before the URL follows): only what the spec
          // allows (a stray `-` in a number box is no filter). Values of filters not shown here stay.
          const shown = new Set(fields.map((f) => f.name));
          const others = Object.entries(values).filter(([name, v]) => !shown.has(name) && v.trim() !== '');
          onSearch({ ...Object.fromEntries(others), ...filtersInForce(values, fields) });
        }}
      >
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-${field.name}`}>{field.title}</Label>
            <FieldInput
              field={field}
              id={`${idPrefix}-${field.name}`}
              mode="filter"
              value={values[field.name] ?? ''}
              // A filter others depend on (x-depends-on: 上级章节 on 课程) clears them when it changes.
              onChange={(value) => setValues((current) => ({ ...current, ...Object.fromEntries(dependentsOf(fields, field.name).map((f) => [f.name, ''])), [field.name]: value }))}
              scope={pickerScope(field, fields, values)}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Search aria-hidden />
            查询
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
            重置
          </Button>
        </div>
      </form>
    </search>
  );
});
