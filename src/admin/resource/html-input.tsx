import { Eye } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLengthLimit } from '@/components/length-limit';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The site's strict CMS sanitiser (DOMPurify) loads with the first preview, not with every form. */
const SafeHtml = lazy(() => import('@/components/safe-html').then((m) => ({ default: m.SafeHtml })));

interface HtmlInputProps {
  id: string;
  title: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
  maxLength?: number;
}

const TEXTAREA =
  'min-h-32 w-full rounded-md border border-input bg-transparent px-3 py-2 font-mono text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

/**
 * `x-widget: html`: the HTML as text, and a 预览 toggle that shows it as the public site will:
 * through the same strict sanitiser and contained box (src/components/safe-html.tsx), so what the
 * preview shows is what the site can show — never the raw markup.
 */
export function HtmlInput({ id, title, value, onChange, invalid, 'aria-describedby': describedBy, maxLength }: HtmlInputProps) {
  const [preview, setPreview] = useState(false);
  const previewId = `${id}-preview`;
  const limit = useLengthLimit(maxLength, value, describedBy);
  return (
    <div className="grid min-w-0 gap-2">
      <textarea
        id={id}
        value={value}
        rows={6}
        placeholder={`请输入${title}（HTML）`}
        aria-invalid={invalid || undefined}
        {...limit.props}
        className={cn(TEXTAREA)}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit.note}
      <div>
        <Button type="button" variant="outline" size="sm" aria-pressed={preview} aria-controls={preview ? previewId : undefined} onClick={() => setPreview(!preview)}>
          <Eye aria-hidden />
          预览
        </Button>
      </div>
      {preview && (
        <section id={previewId} aria-label={`${title}预览`} className="max-h-80 overflow-auto rounded-md border bg-background p-3">
          {value.trim() === '' ? (
            <p className="text-sm text-muted-foreground">暂无内容</p>
          ) : (
            <Suspense fallback={<p className="text-sm text-muted-foreground">预览加载中…</p>}>
              <SafeHtml html={value} />
            </Suspense>
          )}
        </section>
      )}
    </div>
  );
}
