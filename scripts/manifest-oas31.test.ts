import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupManifest } from './manifest';

/** OpenAPI 3.1 spells a file, a null and a nullable reference differently from 3.0: the manifest reads them as before. */
const root = mkdtempSync(join(tmpdir(), 'manifest-oas31-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'x'));
writeFileSync(
  join(root, '_shared.yaml'),
  `openapi: 3.1.0
info: { title: 公共定义, version: 1.0.0 }
paths: {}
components:
  schemas:
    Id: { type: integer, format: int64, minimum: 1, title: ID }
`,
);
writeFileSync(
  join(root, 'x', 'y.yaml'),
  `openapi: 3.1.0
info: { title: 示例, version: 1.0.0 }
tags:
  - name: xYThing
    description: 物品
paths:
  /api/x/y/thing/upload:
    post:
      tags: [xYThing]
      operationId: xYThingUpload
      summary: 导入物品
      requestBody:
        content:
          multipart/form-data:
            schema:
              type: object
              required: [file]
              properties:
                file:
                  type: string
                  contentMediaType: application/octet-stream
                  title: 文件
                photos:
                  type: array
                  title: 照片
                  items: { type: string, contentMediaType: application/octet-stream }
                nick:
                  type: [string, 'null']
                  maxLength: 10
                  title: 昵称
                ownerId:
                  anyOf:
                    - $ref: '../_shared.yaml#/components/schemas/Id'
                    - type: 'null'
                  title: 负责人
                  x-semantic: personName
      responses: {}
`,
);

describe('manifest of OpenAPI 3.1 spellings', () => {
  const [operation] = groupManifest({ key: 'x-y', file: join(root, 'x', 'y.yaml'), ident: 'xY' }).resources[0]?.operations ?? [];
  const field = (name: string) => operation?.body.find((f) => f.name === name);

  it('a file (contentMediaType, no contentEncoding) is format binary, alone or as array items', () => {
    expect(field('file')).toMatchObject({ type: 'string', format: 'binary', required: true });
    expect(field('photos')).toMatchObject({ type: 'array', itemType: 'string', items: { format: 'binary' } });
  });

  it("a type list with 'null' is its other type", () => {
    expect(field('nick')).toMatchObject({ type: 'string', maxLength: 10, title: '昵称' });
  });

  it('a nullable reference (anyOf with {type: null}) is its target, with the declarations beside it', () => {
    expect(field('ownerId')).toMatchObject({ type: 'integer', format: 'int64', minimum: 1, title: '负责人', semantic: 'personName' });
  });
});
