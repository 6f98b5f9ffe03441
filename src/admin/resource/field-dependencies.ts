import type { FieldDependsOn, FieldMeta } from '@generated/manifest/types';

/**
 * `x-depends-on` (openapi/README.md, "Meaning"): a reference whose choices depend on another field of
 * the same form — 所属章 lists the chapters of the chosen 课程, 岗位 the positions of the chosen 部门.
 * The picker asks its target's list with the other field's value as the filter of the same name (or
 * of `param`), waits until that field is filled, and is cleared when it changes.
 */
export const dependencyOf = (field: FieldMeta): FieldDependsOn | undefined => field.dependsOn;

/** What a dependent picker may offer now: its target list's filter, or the field it still waits for. */
export type PickerScope = { filter: Readonly<Record<string, string>> } | { waitingFor: string };

/** The scope of a dependent field given the form's values; undefined for a field that depends on nothing here. */
export function pickerScope(field: FieldMeta, fields: readonly FieldMeta[], values: Readonly<Record<string, string>>): PickerScope | undefined {
  const dependency = dependencyOf(field);
  const other = dependency && fields.find((f) => f.name === dependency.field);
  if (!dependency || !other) return undefined;
  const value = values[other.name]?.trim() ?? '';
  if (value === '') return { waitingFor: other.title };
  return { filter: { [dependency.param ?? dependency.field]: value } };
}

/** The fields whose choices depend on `name` (cleared when it changes: what they held may no longer apply). */
export function dependentsOf(fields: readonly FieldMeta[], name: string): FieldMeta[] {
  return fields.filter((f) => dependencyOf(f)?.field === name);
}

/** `x-size-of`: the field that holds an uploaded file's byte size names that file's field (`size` of `url`). */
export const sizeOf = (field: FieldMeta): string | undefined => field.sizeOf;

/** The values an upload fills: every field declared the size of `name` gets the file's byte size. */
export function uploadedValues(fields: readonly FieldMeta[], name: string, file: { size: number }): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => sizeOf(f) === name).map((f) => [f.name, String(file.size)]));
}
