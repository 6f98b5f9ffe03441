import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spectralResults } from './spec-spectral';

const dir = mkdtempSync(join(tmpdir(), 'spec-spectral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small spec as the project writes them: a meaning (`x-semantic`) and a title declared beside a `$ref`. */
function spec(version: string): string {
  return `openapi: ${version}
info:
  title: 示例
  version: 1.0.0
  description: 一个操作的示例
  contact:
    name: 示例
servers:
  - url: /
tags:
  - name: demoThing
    description: 示例
paths:
  /api/demo/thing/list:
    get:
      tags: [demoThing]
      operationId: demoThingList
      summary: 列表
      description: 列表
      responses:
        '200':
          description: 列表
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Thing'
components:
  schemas:
    Name:
      type: string
      maxLength: 32
    Thing:
      type: object
      properties:
        name:
          $ref: '#/components/schemas/Name'
          title: 名称
          x-semantic: personName
`;
}

function lint(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  return spectralResults([file]);
}

describe('Spectral, stock spectral:oas (npm run lint:spec)', () => {
  it('fails a 3.0.3 spec whose meaning sits beside a $ref: 3.0 tools replace the schema by its target', () => {
    const errors = lint('v30.yaml', spec('3.0.3')).filter((r) => r.severity === 0);
    expect(errors.map((r) => r.code)).toEqual(['no-$ref-siblings', 'no-$ref-siblings']);
    expect(errors.map((r) => r.path.join('.'))).toEqual(expect.arrayContaining(['components.schemas.Thing.properties.name.x-semantic']));
  });

  it('passes the same spec in 3.1, where the siblings of a $ref are kept', () => {
    expect(lint('v31.yaml', spec('3.1.0'))).toEqual([]);
  });

  // The project's own specs are linted by `npm run lint:spec` (CI's spec lint step), with this same
  // function: not again here.
});
