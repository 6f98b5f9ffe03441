import { useEffect, useEffectEvent } from 'react';

/** Ctrl+<key> (Cmd+<key> on a Mac) anywhere on the page, even while typing in a field. */
export function useModKey(key: string, handler: () => void) {
  const onMatch = useEffectEvent(handler);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key) {
        // The browser's own Ctrl+K (search bar) would otherwise take the keystroke.
        event.preventDefault();
        onMatch();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
