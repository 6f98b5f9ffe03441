import { useLayoutEffect, useSyncExternalStore } from 'react';
import { applyTheme, clearTheme, currentThemeChoice, isDark, saveThemeChoice, subscribeThemeChoice, SYSTEM_DARK, type ThemeChoice } from '@/lib/theme';
import { useMediaQuery } from './use-media-query';

/** The staff member's theme choice and the way to change it (remembered in local storage). */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeThemeChoice, currentThemeChoice, () => 'system' as const);
  return [choice, saveThemeChoice];
}

/**
 * Keeps <html> in the chosen theme while the calling screen is mounted (the back office's shell and
 * its sign-in page), following the system live when the choice is 跟随系统; back to light on unmount.
 * A layout effect: the class changes in the same frame as the screen, never one frame late.
 */
export function useAppliedTheme(): void {
  const [choice] = useThemeChoice();
  const systemDark = useMediaQuery(SYSTEM_DARK);
  const dark = isDark(choice, systemDark);
  useLayoutEffect(() => applyTheme(dark), [dark]);
  useLayoutEffect(() => clearTheme, []);
}

const subscribeRootClass = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/** Whether the page is dark now, for parts outside the themed screens' tree (the toaster). */
export function useDocumentDark(): boolean {
  return useSyncExternalStore(
    subscribeRootClass,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}
