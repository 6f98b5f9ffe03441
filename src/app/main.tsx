import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles.css';
import type { MockControl } from '@/lib/mock-control';
import { App } from './app';

async function start(): Promise<void> {
  // The mock backend must answer before the first request; the dynamic import keeps msw and faker
  // out of any build with mocks off (Vite drops the branch when VITE_API_MOCK is not `on`).
  let mockControl: MockControl | undefined;
  if (import.meta.env.VITE_API_MOCK === 'on') {
    const { startMockWorker } = await import('../../mocks/browser');
    mockControl = await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App mockControl={mockControl} />
    </StrictMode>,
  );
}

void start();
