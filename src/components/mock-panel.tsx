import { FlaskConical } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { MockPanelLauncher } from '@/components/mock-panel-launcher';
import { MOCK_SCENARIO_HELP, MOCK_SCENARIO_LABELS, scenarioSearch, type MockControl, type MockScenario, type MockScenarioKind } from '@/lib/mock-control';

/** Once, a few times, or until turned off; the count is of calls the scenario applies to. */
const TIMES = [
  ['until-off', '直到关闭'],
  ['1', '仅一次'],
  ['2', '2 次'],
  ['3', '3 次'],
  ['5', '5 次'],
] as const;

const remaining = (scenario: MockScenario) => (scenario.times === undefined ? '' : ` · 剩 ${scenario.times} 次`);

/**
 * Testers' panel, shown only when the embedded mock backend runs: switch a fault scenario for all
 * endpoints or one, copy it as a link, and restore the seeded data. Its button (MockPanelLauncher)
 * can be moved or folded and keeps a strip of the screen for itself, so it never hides content.
 */
export function MockPanel({ control }: { control: MockControl }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MockScenario>(control.scenario);
  // Follows the backend: a counted scenario turns itself off when used up.
  const current = useSyncExternalStore(control.subscribe, control.scenario);
  const active = current.kind !== 'off';

  function apply() {
    control.setScenario(draft);
    toast.success(draft.kind === 'off' ? '已恢复正常响应' : `已启用：${MOCK_SCENARIO_LABELS[draft.kind]}${draft.times === undefined ? '（直到关闭）' : `（${draft.times} 次）`}`);
    setOpen(false);
  }

  async function reset() {
    await control.reset();
    toast.success('模拟数据已重置');
    setTimeout(() => location.reload(), 300);
  }

  function link(): string {
    const url = new URL(location.href);
    for (const key of Array.from(url.searchParams.keys())) if (key.startsWith('mock-')) url.searchParams.delete(key);
    for (const [key, value] of new URLSearchParams(scenarioSearch(draft))) url.searchParams.set(key, value);
    return url.toString();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setDraft(control.scenario()))}>
      <MockPanelLauncher
        trigger={
          <DialogTrigger asChild>
            <Button
              variant={active ? 'destructive' : 'outline'}
              size="sm"
              aria-label={active ? `模拟后端（${MOCK_SCENARIO_LABELS[current.kind]}${remaining(current)}）` : '模拟后端'}
            >
              <FlaskConical aria-hidden />
              模拟后端
            </Button>
          </DialogTrigger>
        }
      />
      <DialogContent>
        <DialogHeader>
          <DialogTitle>模拟后端</DialogTitle>
          <DialogDescription>为测试切换故障场景，或把数据恢复为初始种子。</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label="故障场景" htmlFor="mock-scenario">
            <Select value={draft.kind} onValueChange={(kind) => setDraft({ ...draft, kind: kind as MockScenarioKind })}>
              <SelectTrigger id="mock-scenario" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(MOCK_SCENARIO_LABELS).map(([kind, label]) => (
                  <SelectItem key={kind} value={kind}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          {draft.kind !== 'off' && <p className="-mt-2 text-xs text-muted-foreground">{MOCK_SCENARIO_HELP[draft.kind]}</p>}
          {draft.kind !== 'off' && (
            <FormField label="生效次数" htmlFor="mock-times">
              <Select
                value={draft.times === undefined ? 'until-off' : String(draft.times)}
                onValueChange={(value) => setDraft({ ...draft, times: value === 'until-off' ? undefined : Number(value), armedAt: undefined })}
              >
                <SelectTrigger id="mock-times" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TIMES.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
          <FormField label="仅限接口（留空为全部）" description="路径包含即可，例如 /bms/system/admin/list">
            <Input value={draft.endpoint ?? ''} onChange={(e) => setDraft({ ...draft, endpoint: e.target.value.trim() || undefined })} />
          </FormField>
          {draft.kind === 'slow' && (
            <FormField label="延迟（毫秒）">
              <Input
                inputMode="numeric"
                value={draft.latencyMs ?? 3000}
                onChange={(e) => setDraft({ ...draft, latencyMs: Number(e.target.value.replace(/\D/g, '')) || undefined })}
              />
            </FormField>
          )}
          <FormField label="分享链接">
            <Input readOnly value={link()} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
        </div>
        <DialogFooter className="gap-2 sm:justify-between">
          {/* Every create, edit and removal is wiped: a tester's prepared state must not go on one click. */}
          <ConfirmDialog
            title="重置模拟数据"
            description="确定要重置模拟数据吗？所有新增、修改和删除都会丢失，恢复为初始演示数据，页面随后重新加载。"
            trigger={<Button variant="outline">重置模拟数据</Button>}
            onConfirm={reset}
            closeOnSuccess={false}
          />
          <Button onClick={apply}>应用</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
