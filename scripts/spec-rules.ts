/**
 * Conventions of openapi/README.md that Redocly cannot express, checked by `npm run lint:spec`:
 * - every operation documents the envelope's refusals: `responses.default` is
 *   `$ref: '../_shared.yaml#/components/responses/Refused'` (HTTP 200 with code ≠ 0, HTTP 405 with Allow);
 * - every `x-permission` key matches the `PermissionKey` pattern the menus' permission field declares.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { groupSpecs } from './spec-files.ts';
import { HTTP_METHODS } from './spec-model.ts';

type Json = Record<string, unknown>;

export const REFUSED_REF = '../_shared.yaml#/components/responses/Refused';

/** Where the permission key format is declared (the menu's `permission` field refers to it). */
export const PERMISSION_KEY_SCHEMA = { file: 'bms/system.yaml', name: 'PermissionKey' } as const;

export interface SpecDocument {
  file: string;
  doc: Json;
}

function operations({ file, doc }: SpecDocument): { file: string; path: string; method: string; op: Json }[] {
  return Object.entries((doc.paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ file, path, method, op: item[method] as Json })),
  );
}

/** Operations whose responses do not reference the shared refusal as `default`. */
export function missingRefusals(specs: SpecDocument[]): string[] {
  return specs.flatMap((spec) =>
    operations(spec)
      .filter(({ op }) => ((op.responses as Json | undefined)?.default as Json | undefined)?.$ref !== REFUSED_REF)
      .map(({ file, path, method }) => `${file}: ${method.toUpperCase()} ${path}: responses must have default: $ref '${REFUSED_REF}' (the envelope's refusals)`),
  );
}

/** Operations whose `x-permission` does not match the declared `PermissionKey` pattern (or is missing). */
export function badPermissionKeys(specs: SpecDocument[], pattern: string): string[] {
  const key = new RegExp(pattern);
  return specs.flatMap((spec) =>
    operations(spec)
      .filter(({ op }) => typeof op['x-permission'] !== 'string' || !key.test(op['x-permission']))
      .map(({ file, path, method, op }) => `${file}: ${method.toUpperCase()} ${path}: x-permission ${JSON.stringify(op['x-permission'])} does not match PermissionKey ${pattern}`),
  );
}

export function permissionKeyPattern(root = 'openapi'): string {
  const doc = parse(readFileSync(`${root}/${PERMISSION_KEY_SCHEMA.file}`, 'utf8')) as Json;
  const schema = (((doc.components as Json | undefined)?.schemas as Json | undefined)?.[PERMISSION_KEY_SCHEMA.name] as Json | undefined) ?? {};
  if (typeof schema.pattern !== 'string') throw new Error(`${PERMISSION_KEY_SCHEMA.file}: ${PERMISSION_KEY_SCHEMA.name} has no pattern`);
  return schema.pattern;
}

export function loadSpecs(root = 'openapi'): SpecDocument[] {
  return groupSpecs(root).map((g) => ({ file: g.file, doc: parse(readFileSync(g.file, 'utf8')) as Json }));
}

/** Every problem these rules find in the specs under `root`. */
export function specRuleProblems(root = 'openapi'): string[] {
  const specs = loadSpecs(root);
  return [...missingRefusals(specs), ...badPermissionKeys(specs, permissionKeyPattern(root))];
}
