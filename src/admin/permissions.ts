/**
 * Position-based permissions (SPEC.md §6). Placeholder contract until the shell work lands:
 * `useCan()` returns a predicate over `x-permission` keys.
 */
export function useCan(): (permission: string) => boolean {
  return () => true;
}
