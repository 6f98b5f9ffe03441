import type { MockControl } from '@/lib/mock-control';

/**
 * The app's renders, with the testers' controls once the mock backend has them. The first render may
 * wait for its route (a drawn page, a phone-width screen), and the mock backend can start before it:
 * the controls then wait for that render instead of rendering the app early, and a render never drops
 * them (the panel stayed away when the first render came after the backend had started).
 */
export function appRenders(draw: (mockControl: MockControl | undefined) => void) {
  let mockControl: MockControl | undefined;
  let rendered = false;
  const render = () => {
    rendered = true;
    draw(mockControl);
  };
  return {
    render,
    provideMockControl(control: MockControl) {
      mockControl = control;
      if (rendered) render();
    },
  };
}
