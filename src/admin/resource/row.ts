/** A record as a list answers it: the screen reads fields by the manifest, so the shape is open. */
export type Row = Record<string, unknown> & { id?: number | string };
