import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isApiError } from '@/api/api-error';
import { isChunkLoadError } from '@/lib/chunk-timeout';
import { Button } from '@/components/ui/button';

interface RouteErrorProps {
  error: unknown;
  /** Tries the failed load again (the router's reset). */
  onRetry: () => void;
}

/** A friendly zh-CN screen for a page that failed to load, with a retry that does not lose the URL. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  const chunk = isChunkLoadError(error);
  // A call that failed says why in its own (zh-CN) words: the server's message, 502, offline.
  const call = isApiError(error) ? error : undefined;
  return (
    <div role="alert" className="grid min-h-[50svh] place-items-center p-6 text-center">
      <div className="max-w-md">
        <TriangleAlert className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-lg font-semibold">{chunk ? '页面加载超时' : call ? '内容加载失败' : '页面出错了'}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {chunk ? '网络较慢或系统刚刚更新，页面未能加载完成。请检查网络后重试。' : call ? call.message : '页面遇到了意外问题，您可以重试；如果问题持续，请联系管理员。'}
        </p>
        <Button className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden />
          重试
        </Button>
      </div>
    </div>
  );
}

/**
 * 重试 for a route whose loader or render failed: the boundary's reset alone renders the match's
 * stored error again, so the loaders run again too.
 */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}

/** The router's default error component. */
export function RouteErrorComponent({ error, reset }: ErrorComponentProps) {
  return <RouteError error={error} onRetry={useRouteRetry(reset)} />;
}
