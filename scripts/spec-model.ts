import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { groupSpecs, type GroupSpec } from './spec-files.ts';

export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface SpecOperation {
  group: GroupSpec;
  path: string;
  method: (typeof HTTP_METHODS)[number];
  operationId: string;
  /** Content types of the 200 response (after following a `$ref` to _shared.yaml's responses). */
  responseTypes: string[];
}

type Json = Record<string, unknown>;

/** Follows a `../_shared.yaml#/components/responses/X` or local `#/…` reference to a response object. */
function resolveResponse(ref: Json, local: Json, shared: Json): Json {
  const target = typeof ref.$ref === 'string' ? ref.$ref : undefined;
  if (!target) return ref;
  const [file, pointer = ''] = target.split('#');
  const root = file ? shared : local;
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<Json>((node, key) => (node[key] as Json | undefined) ?? {}, root);
}

/** Every operation of every group spec, read from the YAML (no generated code involved). */
export function specOperations(root = 'openapi'): SpecOperation[] {
  const shared = parse(readFileSync(`${root}/_shared.yaml`, 'utf8')) as Json;
  return groupSpecs(root).flatMap((group) => {
    const doc = parse(readFileSync(group.file, 'utf8')) as Json;
    const paths = (doc.paths ?? {}) as Record<string, Json>;
    return Object.entries(paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => {
        const op = item[method] as Json;
        const responses = (op.responses ?? {}) as Record<string, Json>;
        const ok = resolveResponse(responses['200'] ?? {}, doc, shared);
        return {
          group,
          path,
          method,
          operationId: String(op.operationId),
          responseTypes: Object.keys((ok.content ?? {}) as Json),
        };
      }),
    );
  });
}
