import type { PageAnswer } from '@/lib/mock-control';

let held: Promise<unknown> | undefined;
let pageAnswer: PageAnswer | undefined;

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

/**
 * Lets `answer` take the calls of the call layer (undefined: none). The embedded mock backend answers
 * in the page until its service worker is in place (mocks/browser.ts), so the first calls of a fresh
 * profile do not wait for the worker's registration and one round trip through it.
 */
export function answerCallsInPage(answer: PageAnswer | undefined): void {
  pageAnswer = answer;
}

/**
 * The page's answer to a call, if something in the page takes it. `build` runs only then: the
 * deployable build never makes the extra Request. An aborted call rejects at once with the signal's
 * reason, as fetch does, whatever the answer is still doing.
 */
export function answerInPage(build: () => Request): Promise<Response | undefined> | undefined {
  const answer = pageAnswer;
  if (!answer) return undefined;
  const request = build();
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer(request)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}
