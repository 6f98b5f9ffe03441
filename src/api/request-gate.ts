let held: Promise<unknown> | undefined;

/**
 * Makes every call wait until `ready` settles (either way): the embedded mock backend starts while
 * the first screen loads instead of before it, and no call may reach the network before it answers.
 * Its own module so the entry can hold calls without loading the call layer.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  held = ready.catch(() => undefined);
}

/** Resolves at once unless calls are held. */
export function requestsReleased(): Promise<unknown> | undefined {
  return held;
}
