import { ExternalLink, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a sandboxed board may do: run its scripts and talk to its own origin (BI tools need both to
 * draw), submit its filters and open its own popups; never navigate the back office (no
 * allow-top-navigation) or see where it is embedded (no referrer).
 */
export const BOARD_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

interface BoardFrameProps {
  /** A checked http(s) address (board-address.ts). */
  href: string;
  name: string;
}

/**
 * A board in an iframe, with a loading state until the frame says it has loaded, 重新加载, and
 * 在新窗口打开 for a board that refuses to be framed (X-Frame-Options) or needs the whole window.
 */
export function BoardFrame({ href, name }: BoardFrameProps) {
  const [loads, setLoads] = useState(0);
  const [loaded, setLoaded] = useState(-1);
  const loading = loaded !== loads;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-mono text-xs text-muted-foreground" title={href}>
          {href}
        </span>
        <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={() => setLoads((n) => n + 1)}>
          <RotateCw aria-hidden />
          重新加载
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            在新窗口打开
          </a>
        </Button>
      </div>
      <div className="relative h-[calc(100dvh-15rem)] min-h-[420px] overflow-hidden rounded-md border bg-card">
        {loading && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card text-sm text-muted-foreground">
            <Spinner className="size-6" aria-label="看板加载中" />
            看板加载中…若长时间没有显示，请点「在新窗口打开」。
          </div>
        )}
        <iframe
          key={loads}
          src={href}
          title={`${name}（看板）`}
          sandbox={BOARD_SANDBOX}
          referrerPolicy="no-referrer"
          aria-busy={loading}
          className="size-full border-0"
          onLoad={() => setLoaded(loads)}
        />
      </div>
    </div>
  );
}
