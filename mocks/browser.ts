import { setupWorker } from 'msw/browser';
import { mockHandlers } from './handlers';

/** Starts the embedded mock backend in the browser; resolves once it answers `/api`. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...mockHandlers());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only /api is mocked; the app's own files go to the network as usual.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
