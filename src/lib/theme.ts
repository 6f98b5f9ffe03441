import { appConfig } from './app-config';

/** What a staff member chose in the user menu: follow the system (the default), or one theme always. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

const KEY = `${appConfig.productName}_theme`;
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Only the back office has a dark palette: the public site keeps its own light design whatever the
 * staff member chose, so the class is applied on /admin paths only.
 */
export const isThemedPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** The stored choice; anything else (nothing yet, an old value, blocked storage) follows the system. */
export function loadThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
    memory = undefined;
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
    memory = choice;
  }
  notify();
}

/** The choice when storage refuses it (see saveThemeChoice). */
let memory: ThemeChoice | undefined;
export const currentThemeChoice = (): ThemeChoice => memory ?? loadThemeChoice();

/** Changes of the choice: in this tab, and in another tab (the `storage` event). */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => (event.key === KEY || event.key === null) && listener();
  addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', fromOtherTab);
  };
}

export const prefersDark = () => typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches;

export const isDark = (choice: ThemeChoice, systemDark: boolean) => choice === 'dark' || (choice === 'system' && systemDark);

/**
 * Puts the theme on <html>: the `dark` class Tailwind's dark variant and the tokens of src/styles.css
 * key on, and `color-scheme` so native parts (scrollbars, date inputs, autofill) follow.
 */
export function applyTheme(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Back to the light default (leaving the back office for the public site). */
export function clearTheme(root: HTMLElement = document.documentElement): void {
  root.classList.remove('dark');
  root.style.removeProperty('color-scheme');
}

/**
 * Run by the entry before anything renders (no inline script may run: `script-src 'self'`), so a
 * back-office page in dark mode never shows a light frame first.
 */
export function applyThemeAtStart(pathname: string = location.pathname): void {
  if (isThemedPath(pathname)) applyTheme(isDark(currentThemeChoice(), prefersDark()));
}
