import { Spinner } from '@/components/ui/spinner';

/** Shown while a content route loads for longer than the router's pending delay. */
export function ContentPending() {
  return (
    <div className="grid min-h-[50svh] place-items-center text-primary">
      <Spinner className="size-8" />
    </div>
  );
}
