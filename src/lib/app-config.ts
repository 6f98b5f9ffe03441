/** Build-time configuration (names fixed by ARCHITECTURE.md; deployments rely on them). */
export const appConfig = {
  /** Whether the embedded mock backend answers `/api` (VITE_API_MOCK=on|off). */
  mocksOn: import.meta.env.VITE_API_MOCK === 'on',
  /** Storage-key prefix (SPEC.md §3, §9). */
  productName: import.meta.env.VITE_PRODUCT_NAME || 'eduweb',
} as const;
