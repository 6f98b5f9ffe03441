import { EMPTY_CELL } from './cell-format';
import { CELL_CHARS, LongText } from './field-cell';
import type { RelationRef } from './relation-data';
import { useRelationLabel } from './use-relation';

/**
 * The label of a referenced record, fetched (and cached) by id: a dash while it is unknown or could
 * not be loaded, never the bare id passed off as a name.
 */
export function RelationLabel({ refTo, id }: { refTo: RelationRef; id: number | string }) {
  const { label } = useRelationLabel(refTo, id);
  if (label && label.length > CELL_CHARS) return <LongText text={label} />;
  return <>{label ?? EMPTY_CELL}</>;
}

/** The labels of several referenced records (a `…Ids` cell), separated as lists are in cells. */
export function RelationLabels({ refTo, ids }: { refTo: RelationRef; ids: (number | string)[] }) {
  if (ids.length === 0) return <>{EMPTY_CELL}</>;
  return ids.map((id, index) => (
    <span key={String(id)}>
      {index > 0 && '、'}
      <RelationLabel refTo={refTo} id={id} />
    </span>
  ));
}
