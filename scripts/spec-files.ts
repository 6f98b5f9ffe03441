import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface GroupSpec {
  /** `<service>-<group>`, e.g. `bms-system`: the Orval project and the `generated/` folder name. */
  key: string;
  /** Path of the spec file, e.g. `openapi/bms/system.yaml`. */
  file: string;
  /** Identifier-safe form of the key, e.g. `bmsSystem`. */
  ident: string;
}

const camel = (key: string) => key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every endpoint group spec: `openapi/<service>/<group>.yaml` (`openapi/_shared.yaml` is not a group). */
export function groupSpecs(root = 'openapi'): GroupSpec[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((service) =>
      readdirSync(join(root, service.name))
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => {
          const key = `${service.name}-${file.replace(/\.yaml$/, '')}`;
          return { key, file: join(root, service.name, file), ident: camel(key) };
        }),
    )
    .toSorted((a, b) => a.key.localeCompare(b.key));
}
