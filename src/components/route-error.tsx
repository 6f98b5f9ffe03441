import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { isChunkLoadError, isMissingChunk } from '@/lib/chunk-timeout';
import { NEW_VERSION_RELOADING, reloadIfNewVersion, type NewVersionCheck } from '@/lib/new-version';
import { Button } from '@/components/ui/button';

interface RouteErrorProps {
  error: unknown;
  /** Tries the failed load again (the router's reset). */
  onRetry: () => void;
  /** Asks whether a new deploy removed the chunk (src/lib/new-version.ts); this page then reloads into it. */
  newVersion?: () => Promise<NewVersionCheck>;
  reloadPage?: () => void;
}

/**
 * For a chunk that failed at once: whether the tab is reloading into a new deploy, or not (undefined
 * while the server is being asked, and for every other error).
 */
function useNewVersionCheck(error: unknown, newVersion: () => Promise<NewVersionCheck>): NewVersionCheck | 'asking' | undefined {
  const missing = isMissingChunk(error);
  const [checked, setChecked] = useState<{ error: unknown; result: NewVersionCheck }>();
  useEffect(() => {
    if (!missing) return;
    let current = true;
    void newVersion().then((result) => current && setChecked({ error, result }));
    return () => {
      current = false;
    };
  }, [error, missing, newVersion]);
  if (!missing) return undefined;
  return checked !== undefined && checked.error === error ? checked.result : 'asking';
}

const reloadThisPage = () => location.reload();

/**
 * A friendly zh-CN screen for a page that failed to load, with a retry that does not lose the URL.
 * The one place that meets a chunk a new deploy removed from under an open tab: the tab then
 * reloads into the new version once, on the same URL, saying so.
 */
export function RouteError({ error, onRetry, newVersion = reloadIfNewVersion, reloadPage = reloadThisPage }: RouteErrorProps) {
  const check = useNewVersionCheck(error, newVersion);
  // After the words below are on the page: a tab reloading before then could show a blank screen.
  useEffect(() => {
    if (check === 'reloading') reloadPage();
  }, [check, reloadPage]);
  if (check === 'asking' || check === 'reloading')
    return (
      <output aria-busy={check === 'asking'} className="grid min-h-[50svh] place-items-center p-6 text-center">
        {check === 'reloading' && (
          <span className="block max-w-md">
            <RefreshCw className="mx-auto size-10 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
            <span className="mt-4 block text-lg font-semibold">{NEW_VERSION_RELOADING}</span>
          </span>
        )}
      </output>
    );
  if (check === 'reloaded-recently')
    return <ErrorScreen title="页面加载失败" text="系统已更新，但新版本的页面未能加载。请重新加载页面；如果问题持续，请联系管理员。" action="重新加载" onAction={reloadPage} />;
  if (check === 'same-version') return <ErrorScreen title="页面加载失败" text="网络异常，页面未能加载完成。请检查网络后重试。" action="重试" onAction={onRetry} />;
  const chunk = isChunkLoadError(error);
  // A call that failed says why in its own (zh-CN) words: the server's message, 502, offline.
  const call = isApiError(error) ? error : undefined;
  return (
    <ErrorScreen
      title={chunk ? '页面加载超时' : call ? '内容加载失败' : '页面出错了'}
      text={chunk ? '网络较慢或系统刚刚更新，页面未能加载完成。请检查网络后重试。' : call ? call.message : '页面遇到了意外问题，您可以重试；如果问题持续，请联系管理员。'}
      action="重试"
      onAction={onRetry}
    />
  );
}

function ErrorScreen({ title, text, action, onAction }: { title: string; text: string; action: string; onAction: () => void }) {
  return (
    <div role="alert" className="grid min-h-[50svh] place-items-center p-6 text-center">
      <div className="max-w-md">
        <TriangleAlert className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-lg font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        <Button className="mt-6" onClick={onAction}>
          <RefreshCw aria-hidden />
          {action}
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
