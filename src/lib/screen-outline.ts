/**
 * How long a back-office screen's route may load before its outline (the shell and skeleton rows)
 * shows instead: the resource route's `pendingMs`, and the longest the phone-width first render
 * (app/main.tsx) waits for the route before rendering anyway. One number, so the two cannot drift.
 */
export const SCREEN_OUTLINE_AFTER_MS = 300;
