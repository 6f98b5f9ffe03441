/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `on` | `off`: whether the embedded mock backend (MSW) answers `/api`. */
  readonly VITE_API_MOCK?: 'on' | 'off';
  /** Origin (and optional path) that `/api` requests go to when mocks are off; default: same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Storage-key prefix (SPEC.md §3, §9). */
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
