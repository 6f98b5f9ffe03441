import { useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/** SPEC.md §2, §8: the 404 page with its exact text and the home and back buttons. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <main className="grid min-h-[60svh] place-items-center p-6 text-center">
      <div>
        <p aria-hidden className="text-7xl font-bold text-primary/20">
          404
        </p>
        <h1 className="mt-4 text-lg">404，很抱歉，您访问的页面不存在</h1>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => void navigate({ to: '/home' })}>返回首页</Button>
          <Button variant="outline" onClick={() => router.history.back()}>
            返回上一页
          </Button>
        </div>
      </div>
    </main>
  );
}
