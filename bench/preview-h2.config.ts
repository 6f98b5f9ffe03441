import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * `vite preview` over HTTPS, which Vite serves with HTTP/2 (HTTP/1.1 allowed): how the app is deployed
 * (nginx `listen … ssl http2`), so the many small chunks of route-level code splitting are measured
 * as multiplexed streams, not queued behind six HTTP/1.1 connections. Bench only; the certificate is a
 * throwaway self-signed one (bench/lib/tls.ts) that the bench's Chromium is told to accept.
 */
export default defineConfig({
  preview: {
    https: { key: readFileSync(process.env.BENCH_TLS_KEY ?? ''), cert: readFileSync(process.env.BENCH_TLS_CERT ?? '') },
  },
});
