import { loadGroup } from '@generated/manifest/index';
import type { FieldMeta, GroupMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldInput } from './field-input';
import { relationControl } from './relation-data';
import { groupOfResource } from './use-relation';

/**
 * "0 raw id boxes": walks the real manifest; every field of every create form and list filter that
 * declares a reference (x-ref) must render as a picker (a combobox of the target), not an input.
 */
let manifest: GroupMeta[] = [];
beforeAll(async () => {
  manifest = await Promise.all(Object.values(loadGroup).map((load) => load()));
});

interface Place {
  where: string;
  field: FieldMeta;
  mode: 'form' | 'filter';
}

function places(): Place[] {
  return manifest.flatMap((group) =>
    group.resources.flatMap((resource) =>
      resource.operations.flatMap((op): Place[] => {
        if (op.kind === 'save') return op.body.filter((f) => f.name !== 'id').map((field) => ({ where: `${resource.key} 表单`, field, mode: 'form' as const }));
        if (op.kind === 'list')
          return op.query.filter((f) => f.name !== 'pageNum' && f.name !== 'pageSize').map((field) => ({ where: `${resource.key} 筛选`, field, mode: 'filter' as const }));
        return [];
      }),
    ),
  );
}

const render = ({ field, mode }: Place) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <FieldInput field={field} id="x" mode={mode} value="" onChange={() => {}} />
    </QueryClientProvider>,
  );

describe('every reference in a create form or a list filter is a picker', () => {
  it('renders each one as a combobox of its target, never a text or number box', () => {
    const refs = places().filter((p) => p.field.ref);
    const wrong = refs.filter((p) => {
      const html = render(p);
      return relationControl(p.field) === undefined || !html.includes('role="combobox"') || !html.includes(`data-relation="${p.field.ref?.resource}"`) || html.includes('<input');
    });
    expect(wrong.map((p) => `${p.where} ${p.field.name}`)).toEqual([]);
    // Every target is a resource of the manifest (its group is found, so its records can load).
    expect(refs.filter((p) => !groupOfResource(p.field.ref!.resource)).map((p) => `${p.where} ${p.field.name} → ${p.field.ref!.resource}`)).toEqual([]);
  });

  it('leaves no id box: every numeric …Id / …Ids field of a form or filter declares its target', () => {
    // `lastId` is a polling cursor (a TV screen asks for what is newer), not a record staff choose.
    const CURSORS = new Set(['lastId']);
    const idBoxes = places().filter(
      ({ field }) => /.Ids?$/.test(field.name) && !CURSORS.has(field.name) && (field.type === 'integer' || field.itemType === 'integer') && !field.ref,
    );
    expect(idBoxes.map((p) => `${p.where} ${p.field.name}`)).toEqual([]);
  });
});
