/**
 * One-off migration (2026-11, issue 41): every spec moves from OpenAPI 3.0.3 to 3.1.0. In 3.0 a Schema Object
 * beside `$ref` is replaced by its target, so the meaning declared there (x-semantic, x-ref, x-examples, titles:
 * openapi/README.md "Meaning") was invisible to standard tools (Spectral: 244 `no-$ref-siblings` errors); 3.1
 * schemas are JSON Schema 2020-12, where `$ref` is one keyword among others and its siblings stay.
 * Every x- declaration stays where it is. What 3.0 spelt differently is respelt in place:
 * - `openapi: 3.0.3` → `3.1.0`;
 * - a schema's `nullable: true` → `type: [<type>, 'null']`, or `anyOf: [{$ref}, {type: 'null'}]` beside a `$ref`
 *   (its siblings stay beside the anyOf); `nullable: false` is dropped;
 * - boolean `exclusiveMinimum` / `exclusiveMaximum` → the bound itself (replacing `minimum` / `maximum`);
 * - a schema's `example: v` (deprecated in 3.1) → `examples: [v]` (Parameter and Media Type Objects keep `example`);
 * - a file's `format: binary` → `contentMediaType: application/octet-stream` (3.1's spelling, which Orval 8 reads
 *   as a Blob as it read `format: binary`).
 * The specs are hand-written, so the text is edited where the parsed nodes are (their source ranges): comments,
 * key order, quoting and folded descriptions stay as they were (printing the edited Document would refold them).
 * The same edits are made on the Document too, and the edited text must parse to exactly that Document.
 * At the time of writing the specs had no `nullable` and no exclusive bounds: those two rewrites changed nothing.
 * Run: npm exec -- node scripts/migrations/spec-oas31.ts
 */
import { deepStrictEqual } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, parse, parseDocument, Scalar, visit, YAMLMap, YAMLSeq, type Node, type Pair } from 'yaml';
import { groupSpecs } from '../spec-files.ts';

const counts = { version: 0, nullable: 0, exclusive: 0, example: 0, binary: 0 };

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The key of the pair holding the node at the end of `path` (`properties` for a schema's list of property names). */
function holderKey(path: readonly unknown[]): string | undefined {
  const holder = path.at(-1);
  return isPair(holder) && isScalar(holder.key) ? String(holder.key.value) : undefined;
}

/** The map under `properties:` lists names, one of which may be `example` (a template's 示例 field). */
const isNameList = (path: readonly unknown[]) => ['properties', 'patternProperties'].includes(holderKey(path) ?? '');

/** A map is a Schema Object here unless it is a Parameter (`in`) or Media Type (`schema`) Object, or a list of names. */
const isSchema = (map: YAMLMap, path: readonly unknown[]) => !map.has('in') && !map.has('schema') && !isNameList(path);

const pairOf = (map: YAMLMap, key: string) => map.items.find((p) => isScalar(p.key) && p.key.value === key) as Pair<Scalar, Node> | undefined;

/** A node's source offsets: [start, value end, node end]. */
const range = (node: Node | null | undefined) => node?.range ?? [0, 0, 0];
/** A single-quoted scalar, as the hand-written specs quote. */
const quoted = (value: string) => Object.assign(new Scalar(value), { type: Scalar.QUOTE_SINGLE });

function migrate(file: string): void {
  const source = readFileSync(file, 'utf8');
  const doc = parseDocument(source);
  const edits: Edit[] = [];
  const lineStart = (at: number) => source.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = (at: number) => source.indexOf('\n', at) + 1;
  const indentOf = (at: number) => ' '.repeat(at - lineStart(at));
  /** Replaces a node's text (its value, not the comment or line break after it). */
  const replace = (node: Node | null, text: string) => edits.push({ start: range(node)[0], end: range(node)[1], text });
  /** Removes a pair's whole line (a block map pair on its own line, as every pair these rewrites remove is). */
  const removeLine = (pair: Pair<Scalar, Node>) => edits.push({ start: lineStart(range(pair.key)[0]), end: lineEnd(range(pair.value)[1] - 1), text: '' });
  /** Renames a pair's key in the text and the Document. */
  const rename = (pair: Pair<Scalar, Node>, to: string) => {
    replace(pair.key, to);
    pair.key.value = to;
  };

  if (doc.get('openapi') === '3.0.3') {
    replace(doc.get('openapi', true) as Scalar, '3.1.0');
    doc.set('openapi', '3.1.0');
    counts.version += 1;
  }
  visit(doc, {
    Pair(_key, pair, path) {
      // The x- values (x-examples, x-states, …) are ours and examples are data: nothing inside them is a schema.
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (key.startsWith('x-')) return visit.SKIP;
      return (key === 'example' || key === 'examples') && !isNameList(path.slice(0, -1)) ? visit.SKIP : undefined;
    },
    Map(_key, map, path) {
      if (!isSchema(map, path)) return;
      const nullable = pairOf(map, 'nullable');
      if (nullable && isScalar(nullable.value) && typeof nullable.value.value === 'boolean') {
        counts.nullable += 1;
        const ref = pairOf(map, '$ref');
        const type = pairOf(map, 'type');
        if (nullable.value.value && ref && isScalar(ref.value)) {
          const indent = indentOf(range(ref.key)[0]);
          const text = `:\n${indent}  - $ref: '${String(ref.value.value)}'\n${indent}  - type: 'null'`;
          edits.push({ start: range(ref.key)[1], end: range(ref.value)[1], text });
          const anyOf = new YAMLSeq();
          anyOf.items.push(new YAMLMap(), new YAMLMap());
          (anyOf.items[0] as YAMLMap).set('$ref', quoted(String(ref.value.value)));
          (anyOf.items[1] as YAMLMap).set('type', quoted('null'));
          rename(ref, 'anyOf');
          ref.value = anyOf;
        } else if (nullable.value.value && type) {
          const types = isSeq(type.value) ? type.value.items.map((t) => String((t as Scalar).value)) : [String((type.value as Scalar).value)];
          replace(type.value, `[${types.join(', ')}, 'null']`);
          type.value = new YAMLSeq();
          (type.value as YAMLSeq).items.push(...types.map((t) => new Scalar(t)), quoted('null'));
        } else if (nullable.value.value) throw new Error(`${file}: nullable without type or $ref at offset ${range(nullable.key)[0]}: respell it by hand`);
        removeLine(nullable);
        map.delete('nullable');
      }
      for (const [exclusive, bound] of [
        ['exclusiveMinimum', 'minimum'],
        ['exclusiveMaximum', 'maximum'],
      ] as const) {
        const flag = pairOf(map, exclusive);
        if (!flag || !isScalar(flag.value) || typeof flag.value.value !== 'boolean') continue;
        counts.exclusive += 1;
        const limit = pairOf(map, bound);
        if (flag.value.value && limit) {
          replace(flag.value, source.slice(range(limit.value)[0], range(limit.value)[1]));
          flag.value = limit.value;
          removeLine(limit);
          map.delete(bound);
        } else {
          removeLine(flag);
          map.delete(exclusive);
        }
      }
      const example = pairOf(map, 'example');
      if (example && !map.has('examples')) {
        const [start, end] = range(example.value);
        if (isMap(example.value) || isSeq(example.value)) {
          // A block value (the refusal's example object): one list item, its lines two spaces further in.
          const text = source.slice(start, end).replace(/\n(?=.)/g, '\n  ');
          edits.push({ start, end, text: `- ${text}` });
        } else edits.push({ start, end, text: `[${source.slice(start, end)}]` });
        rename(example, 'examples');
        const examples = new YAMLSeq();
        examples.items.push(example.value);
        example.value = examples;
        counts.example += 1;
      }
      const format = pairOf(map, 'format');
      if (format && isScalar(format.value) && format.value.value === 'binary') {
        replace(format.value, 'application/octet-stream');
        rename(format, 'contentMediaType');
        format.value = new Scalar('application/octet-stream');
        counts.binary += 1;
      }
    },
  });
  if (edits.length === 0) return;
  let text = source;
  for (const edit of edits.toSorted((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  deepStrictEqual(parse(text), doc.toJS(), `${file}: the edited text does not parse to the edited Document`);
  writeFileSync(file, text);
}

for (const file of ['openapi/_shared.yaml', ...groupSpecs().map((spec) => spec.file)]) migrate(file);
console.log(counts);
