/**
 * Timers that run inside the page (passed to Playwright's addInitScript / evaluate, so each function
 * is self-contained: no closure over this module). Times are `performance.now()`, i.e. milliseconds
 * since the navigation started, taken after the next painted frame (rAF, then a task).
 */

export interface ProbeState {
  ready?: number;
  firstRow?: number;
  switchStart?: number;
  switchDone?: number;
  /** Every animation frame from the press until the switch is done (armFrameProbe). */
  frames?: number[];
}

export type ProbeWindow = Window & { benchProbe?: ProbeState };

/** Init script: when the named table first shows a data row (a row with more than one cell). */
export function firstRowProbe(tableName: string): void {
  const state: ProbeState = ((window as ProbeWindow).benchProbe ??= {});
  const hasRow = (): boolean => {
    for (const table of document.querySelectorAll('table')) {
      const name = table.getAttribute('aria-label') ?? table.caption?.textContent ?? '';
      if (name.trim() !== tableName) continue;
      for (const row of table.tBodies[0]?.rows ?? []) if (!row.hasAttribute('aria-hidden') && row.cells.length > 1) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (state.firstRow !== undefined || !hasRow()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => (state.firstRow = performance.now()), { once: true });
      channel.port1.start();
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface SwitchProbeArgs {
  tableName: string;
  /** Text of the option or button whose press starts the clock. */
  trigger: string;
  /** Rows the table must represent to stop it (virtualised tables: body height / row height, ≥ 80 %). */
  rows: number;
}

/** Arms a timer from the press on `trigger` to the frame after the table represents `rows` rows. */
export function armSwitchProbe({ tableName, trigger, rows }: SwitchProbeArgs): void {
  const state: ProbeState = ((window as ProbeWindow).benchProbe ??= {});
  state.switchStart = undefined;
  state.switchDone = undefined;
  const onPress = (event: Event) => {
    if (state.switchStart !== undefined) return;
    // Not the menu's own trigger (a button showing the current size): the option or button pressed.
    const target = event.target instanceof Element ? event.target.closest('[role="option"], button:not([role="combobox"])') : null;
    if (target?.textContent?.trim() === trigger) state.switchStart = performance.now();
  };
  for (const type of ['pointerdown', 'mousedown', 'click']) document.addEventListener(type, onPress, true);
  const shown = (): boolean => {
    const table = [...document.querySelectorAll('table')].find((t) => (t.getAttribute('aria-label') ?? t.caption?.textContent ?? '').trim() === tableName);
    const body = table?.tBodies[0];
    if (!body) return false;
    const dataRows = [...body.rows].filter((row) => !row.hasAttribute('aria-hidden') && row.cells.length > 1);
    if (dataRows.length >= rows) return true;
    const first = dataRows[0];
    if (!first || dataRows.length === body.rows.length) return false;
    // Virtualised: spacer rows stand in for the rows off screen, sized by the virtualiser's row
    // estimate, which may be a few pixels off the real row height; 80 % tells 1000 rows from 15.
    return body.getBoundingClientRect().height / first.getBoundingClientRect().height >= rows * 0.8;
  };
  const observer = new MutationObserver(() => {
    if (state.switchStart === undefined || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => (state.switchDone = performance.now()), { once: true });
      channel.port1.start();
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Init script: the time the first element matching `selector` is in the DOM (the page is usable). */
export function readyProbe(selector: string): void {
  const state = ((window as ProbeWindow).benchProbe ??= {});
  const observer = new MutationObserver(() => {
    if (state.ready !== undefined || !document.querySelector(selector)) return;
    state.ready = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Records the time of every animation frame from the press (armSwitchProbe's start) until the switch
 * is done: the first tells how soon the page answered the press, the longest gap how long it froze.
 */
export function armFrameProbe(): void {
  const state: ProbeState = ((window as ProbeWindow).benchProbe ??= {});
  const frames: number[] = [];
  state.frames = frames;
  const tick = () => {
    if (state.switchStart !== undefined) frames.push(performance.now());
    if (state.switchDone === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
