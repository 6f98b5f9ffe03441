import { useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Home } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** SPEC.md §2, §8: the 404 page with its exact text and the home and back buttons. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const router = useRouter();

  // A 404 opened from outside (typed URL, old link) has nothing to go back to inside the site.
  const back = () => (router.history.canGoBack() || window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));

  return (
    <main className="grid min-h-svh place-items-center bg-gradient-to-b from-slate-50 to-sky-50 p-6 text-center">
      <div>
        <p aria-hidden className="bg-gradient-to-br from-blue-600 to-sky-400 bg-clip-text text-[120px] leading-none font-black tracking-tight text-transparent sm:text-[160px]">
          404
        </p>
        <h1 className="mt-6 text-lg text-slate-700 sm:text-xl">404，很抱歉，您访问的页面不存在</h1>
        <p className="mt-2 text-sm text-slate-500">页面可能已被移动或删除，请检查地址是否正确。</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button size="lg" className="rounded-full" onClick={() => void navigate({ to: '/home' })}>
            <Home aria-hidden />
            返回首页
          </Button>
          <Button size="lg" variant="outline" className="rounded-full" onClick={back}>
            <ArrowLeft aria-hidden />
            返回上一页
          </Button>
        </div>
      </div>
    </main>
  );
}
