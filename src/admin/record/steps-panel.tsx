import { Button } from '@/components/ui/button';
import type { RowIntent } from '../resource/row-actions';
import type { RecordStep } from './record-steps';

/**
 * 下一步: what can be done with the record now, as buttons, and under them what cannot, each with its
 * reason (the state it needs, or the grant the position lacks) in words, not in a tooltip.
 */
export function StepsPanel({ steps, onStep }: { steps: RecordStep[]; onStep: (intent: RowIntent) => void }) {
  const open = steps.filter((step) => !step.reason);
  const closed = steps.filter((step) => step.reason);
  return (
    <section aria-labelledby="record-steps-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="record-steps-title" className="text-sm font-semibold">
        下一步
      </h2>
      {steps.length === 0 && <p className="text-sm text-muted-foreground">该记录没有可执行的操作。</p>}
      {open.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {open.map((step) => (
            <Button
              key={step.key}
              size="sm"
              variant={step.destructive ? 'outline' : 'secondary'}
              className={step.destructive ? 'text-destructive' : undefined}
              onClick={() => onStep(step.intent)}
            >
              {step.label}
            </Button>
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-xs text-muted-foreground">暂不可执行</h3>
          <ul className="grid gap-1.5 text-sm">
            {closed.map((step) => (
              <li key={step.key} className="grid gap-0.5">
                <span className="font-medium">{step.label}</span>
                <span className="text-xs text-muted-foreground">{step.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
