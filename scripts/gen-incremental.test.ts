import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commonInputs, filesUnder, GENERATOR_FILES, manifestModule, readManifestModule, removeUnwritten, stampFile, stampText, staleGroups, writeFolder } from './gen-incremental';
import { groupManifest, groupManifests, linkTrees } from './manifest';
import { groupSpecs } from './spec-files';

const dir = mkdtempSync(join(tmpdir(), 'gen-incremental-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

describe('stamps', () => {
  const files: Record<string, string> = {
    ...Object.fromEntries(GENERATOR_FILES.map((f) => [f, `source of ${f}`])),
    'openapi/_shared.yaml': 'shared',
    'package.json': JSON.stringify({ scripts: { gen: 'node scripts/gen.ts' }, dependencies: { zod: '4.6.7' }, devDependencies: { orval: '8.38.0' } }),
    'node_modules/orval/package.json': JSON.stringify({ version: '8.38.0' }),
  };
  const common = (changes: Record<string, string> = {}) => commonInputs((file) => ({ ...files, ...changes })[file] ?? '');

  it('changes with the group’s own spec, not with another group’s', () => {
    const base = common();
    expect(stampText(base, 'spec A')).toBe(stampText(base, 'spec A'));
    expect(stampText(base, 'spec A')).not.toBe(stampText(base, 'spec B'));
    expect(stampText(base, 'a:\r\n  b: 1\r\n')).toBe(stampText(base, 'a:\n  b: 1\n'));
  });

  it('changes for every group with the shared spec, a generator file, a pinned version or the installed Orval', () => {
    const base = stampText(common(), 'spec');
    expect(stampText(common({ 'openapi/_shared.yaml': 'shared 2' }), 'spec')).not.toBe(base);
    expect(stampText(common({ 'scripts/manifest.ts': 'edited' }), 'spec')).not.toBe(base);
    expect(stampText(common({ 'src/api/request.ts': 'edited' }), 'spec')).not.toBe(base);
    expect(stampText(common({ 'package.json': files['package.json']!.replace('4.6.7', '4.6.8') }), 'spec')).not.toBe(base);
    expect(stampText(common({ 'node_modules/orval/package.json': JSON.stringify({ version: '8.39.0' }) }), 'spec')).not.toBe(base);
    // A script line of package.json is not an input.
    expect(stampText(common({ 'package.json': files['package.json']!.replace('node scripts/gen.ts', 'node x.ts') }), 'spec')).toBe(base);
  });

  it('marks stale a group whose stamp differs or whose output is missing', () => {
    const groups = ['a-x', 'a-y', 'a-z'].map((key) => ({ key, file: `openapi/a/${key}.yaml`, ident: key }));
    const stamps = new Map(groups.map((g) => [g.key, `stamp ${g.key}\n`]));
    const disk = new Map<string, string>();
    for (const g of groups) {
      for (const file of [`client/${g.key}.ts`, `client/${g.key}.msw.ts`, `zod/${g.key}.zod.ts`]) disk.set(`generated/${g.key}/${file}`, '');
      disk.set(stampFile(g.key), stamps.get(g.key)!);
    }
    disk.set(stampFile('a-y'), 'stamp of older inputs\n');
    disk.delete('generated/a-z/client/a-z.msw.ts');
    const stale = staleGroups(
      groups,
      stamps,
      (file) => disk.has(file),
      (file) => disk.get(file)!,
    );
    expect(stale.map((g) => g.key)).toEqual(['a-y', 'a-z']);
  });
});

describe('manifest modules', () => {
  it('read back every group as groupManifest gives it, and link to the same manifest', () => {
    const specs = groupSpecs();
    const linked = linkTrees(groupManifests(specs));
    const cached = linked.map((g) => readManifestModule(manifestModule(g)));
    expect(cached.map((g) => JSON.stringify(g))).toEqual(specs.map((s) => JSON.stringify(groupManifest(s))));
    expect(JSON.stringify(linkTrees(cached.map((g) => g!)))).toBe(JSON.stringify(linked));
    // Some relation is linked to a tree, so unlinking is exercised.
    expect(JSON.stringify(linked)).toContain('"tree":');
  });

  it('come out the same whether a group’s specs are parsed for it alone or shared with the other groups', () => {
    const specs = groupSpecs();
    expect(groupManifests(specs).map((g) => JSON.stringify(g))).toEqual(specs.map((s) => JSON.stringify(groupManifest(s))));
  });

  it('refuse a module not in the form the generator writes', () => {
    const text = manifestModule(groupManifest(groupSpecs()[0]!));
    expect(readManifestModule(text.replace('JSON.parse(', 'JSON.parse( '))).toBeUndefined();
    expect(readManifestModule(`${text}// edited\n`)).toBeUndefined();
    expect(readManifestModule('export const group = {};\n')).toBeUndefined();
  });
});

describe('removeUnwritten', () => {
  it('removes the files not written in a run and the folders left empty, leaves written ones untouched', () => {
    const to = join(dir, 'to');
    write(join(to, 'same.ts'), 'same');
    write(join(to, 'model/kept.ts'), 'kept');
    write(join(to, 'gone/removed.ts'), 'removed');
    write(join(to, 'model/removed.ts'), 'removed');
    const old = new Date('2020-01-01');
    utimesSync(join(to, 'same.ts'), old, old);
    const written = new Set([resolve(to, 'same.ts'), resolve(to, 'model/kept.ts'), resolve(to, 'model/new.ts')]);

    expect(removeUnwritten(to, written)).toBe(2);
    expect(filesUnder(to).toSorted()).toEqual(['model/kept.ts', 'same.ts']);
    expect(statSync(join(to, 'same.ts')).mtime).toEqual(old);
    expect(() => statSync(join(to, 'gone'))).toThrow('ENOENT');
    expect(removeUnwritten(to, written)).toBe(0);
    expect(removeUnwritten(join(dir, 'missing'), written)).toBe(0);
  });

  it('writeFolder keeps exactly the files it is given', () => {
    const target = join(dir, 'manifest');
    write(join(target, 'old-group.ts'), 'old');
    writeFolder(
      target,
      new Map<string, string | Buffer>([
        ['index.ts', 'index'],
        ['types.ts', Buffer.from('types')],
      ]),
    );
    expect(filesUnder(target).toSorted()).toEqual(['index.ts', 'types.ts']);
  });
});
