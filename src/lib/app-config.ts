/** Build-time configuration (names fixed by ARCHITECTURE.md; deployments rely on them). */
export const appConfig = {
  /** Storage-key prefix (SPEC.md §3, §9). */
  productName: import.meta.env.VITE_PRODUCT_NAME || 'eduweb',
} as const;
