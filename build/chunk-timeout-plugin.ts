import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const helper = fileURLToPath(new URL('../src/lib/chunk-timeout.ts', import.meta.url));

/** `const $$splitComponentImporter = () => import('…')`, as TanStack's code splitter writes it. */
const SPLIT_IMPORTER = /(const \$\$split\w+Importer = \(\) => )(import\((['"])[^'"]+\3\))/g;

/** Wraps every split-route importer so a page chunk that hangs fails with ChunkLoadError after 120 s. */
export function wrapSplitImporters(code: string, helperPath = helper): string | undefined {
  if (!SPLIT_IMPORTER.test(code)) return undefined;
  SPLIT_IMPORTER.lastIndex = 0;
  const wrapped = code.replace(SPLIT_IMPORTER, '$1__withChunkTimeout($2)');
  return `import { withChunkTimeout as __withChunkTimeout } from ${JSON.stringify(helperPath)};\n${wrapped}`;
}

/**
 * SPEC.md §8–§9: "loading a page chunk fails with a named error after a 120-second time-out".
 * TanStack's automatic code splitting writes the dynamic imports itself, so the time-out is added
 * after it, in one place, instead of by hand in every route.
 */
export function chunkTimeoutPlugin(): Plugin {
  return {
    name: 'edu:chunk-timeout',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/routes/')) return undefined;
      const out = wrapSplitImporters(code);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
