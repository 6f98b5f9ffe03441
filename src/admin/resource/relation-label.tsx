import type { ReactNode } from 'react';
import { useCan, canList } from '../permissions';
import { hasRecordPages, recordHref, resourceEntry } from '../resources';
import { ScreenLink } from '../shell/screen-link';
import { EMPTY_CELL } from './cell-format';
import { CELL_CHARS, LongText } from './field-cell';
import type { RelationRef } from './relation-data';
import { useRelationLabel } from './use-relation';

/**
 * The address of a referenced record's page, when it has one the staff member may open: its
 * resource has record pages (resources.ts) and the position may list it. Otherwise the label stays
 * text: a link to a page that can only refuse is no help.
 */
export function useRecordHref(resourceKey: string, id: number | string | undefined): string | undefined {
  const can = useCan();
  const entry = resourceEntry(resourceKey);
  if (id === undefined || id === null || id === '' || !entry || !hasRecordPages(entry.resource) || !canList(can, entry.resource)) return undefined;
  return recordHref(entry.resource, id);
}

/**
 * A record named by its label, as a link to its page where it has one (RecordLink). Used wherever a
 * reference is shown: table cells, picker chips, to-dos, the record page itself.
 */
export function RecordLink({ resource, id, newTab = false, children }: { resource: string; id: number | string | undefined; newTab?: boolean; children: ReactNode }) {
  const href = useRecordHref(resource, id);
  if (!href) return <>{children}</>;
  // Inside a form (a picker's chip) the page must stay: what was typed would be lost.
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" title="在新标签页打开" className="text-primary underline-offset-4 hover:underline">
        {children}
      </a>
    );
  }
  return (
    <ScreenLink href={href} className="text-primary underline-offset-4 hover:underline">
      {children}
    </ScreenLink>
  );
}

/**
 * The label of a referenced record, fetched (and cached) by id, linked to the record's page: a dash
 * while it is unknown or could not be loaded, never the bare id passed off as a name.
 */
export function RelationLabel({ refTo, id }: { refTo: RelationRef; id: number | string }) {
  const { label } = useRelationLabel(refTo, id);
  if (!label) return <>{EMPTY_CELL}</>;
  return (
    <RecordLink resource={refTo.resource} id={id}>
      {label.length > CELL_CHARS ? <LongText text={label} /> : label}
    </RecordLink>
  );
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
