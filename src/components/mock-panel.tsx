import { Download, FlaskConical, Upload } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { MockPanelLauncher } from '@/components/mock-panel-launcher';
import { MOCK_SCENARIO_HELP, MOCK_SCENARIO_LABELS, scenarioSearch, type MockControl, type MockScenario, type MockScenarioKind, type MockStateSummary } from '@/lib/mock-control';

/** Once, a few times, or until turned off; the count is of calls the scenario applies to. */
const TIMES = [
  ['until-off', '直到关闭'],
  ['1', '仅一次'],
  ['2', '2 次'],
  ['3', '3 次'],
  ['5', '5 次'],
] as const;

const remaining = (scenario: MockScenario) => (scenario.times === undefined ? '' : ` · 剩 ${scenario.times} 次`);

/** Beyond this a file is no state the panel saved (all tables seeded are a few MB); not even read. */
const MAX_STATE_FILE_BYTES = 64 * 1024 * 1024;
const count = new Intl.NumberFormat('zh-CN');

/** Hands a text to the browser as a download (保存状态). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is needed no longer than this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file chosen to load: its name, text and what it holds, once the backend has checked it. */
interface StateToLoad extends MockStateSummary {
  name: string;
  text: string;
}

/**
 * Testers' panel, shown only when the embedded mock backend runs: switch a fault scenario for all
 * endpoints or one, copy it as a link, save the data as a file and load it back (a prepared state
 * another tester or browser can start from), and restore the seeded data. Its button (MockPanelLauncher)
 * can be moved or folded and keeps a strip of the screen for itself, so it never hides content.
 */
export function MockPanel({ control }: { control: MockControl }) {
  const [open, setOpen] = useState(false);
  const [stateProblem, setStateProblem] = useState<string>();
  const [toLoad, setToLoad] = useState<StateToLoad>();
  const fileInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
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

  async function saveState() {
    setStateProblem(undefined);
    const { fileName, text } = await control.saveState();
    download(fileName, text);
    toast.success(`已保存模拟数据状态：${fileName}`);
  }

  /** A chosen file is checked first; a bad or foreign one is refused here and nothing changes. */
  async function chooseState(file: File | undefined) {
    setStateProblem(undefined);
    if (!file) return;
    if (file.size > MAX_STATE_FILE_BYTES) {
      setStateProblem(`无法载入：文件「${file.name}」超过 64 MB，不是“保存状态”导出的模拟数据文件。`);
      return;
    }
    const text = await file.text();
    const check = await control.inspectState(text);
    if (!check.ok) setStateProblem(`「${file.name}」${check.message}`);
    else setToLoad({ name: file.name, text, savedAt: check.savedAt, tables: check.tables, records: check.records });
  }

  async function loadState() {
    if (!toLoad) return;
    try {
      await control.loadState(toLoad.text);
    } catch (error) {
      setToLoad(undefined);
      setStateProblem(error instanceof Error ? error.message : String(error));
      throw error;
    }
    toast.success('模拟数据状态已载入');
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
          <DialogDescription>为测试切换故障场景，保存或载入准备好的数据状态，或把数据恢复为初始种子。</DialogDescription>
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
          <section aria-labelledby="mock-state-title" className="grid gap-2 border-t pt-4">
            <h3 id="mock-state-title" className="text-sm font-medium">
              数据状态
            </h3>
            <p className="text-xs text-muted-foreground">把当前的全部模拟数据保存为文件，或载入保存过的文件：任何浏览器载入后看到的记录完全相同。</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void saveState()}>
                <Download aria-hidden />
                保存状态
              </Button>
              <Button variant="outline" size="sm" aria-describedby={stateProblem ? problemId : undefined} onClick={() => fileInput.current?.click()}>
                <Upload aria-hidden />
                载入状态
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                aria-label="选择状态文件"
                tabIndex={-1}
                className="sr-only"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // The same file chosen again (after fixing it) must fire change again.
                  event.currentTarget.value = '';
                  void chooseState(file);
                }}
              />
            </div>
            {stateProblem && (
              <p id={problemId} role="alert" className="text-sm text-destructive">
                {stateProblem}
              </p>
            )}
          </section>
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
        {/* Loading replaces every record: like a reset, it asks first, naming what the file holds. */}
        <ConfirmDialog
          title="载入模拟数据状态"
          description={
            toLoad
              ? `将用「${toLoad.name}」（保存于 ${toLoad.savedAt || '未知时间'}，${count.format(toLoad.tables)} 张表、${count.format(toLoad.records)} 条记录）替换当前的全部模拟数据，当前的新增、修改和删除都会丢失，页面随后重新加载。`
              : ''
          }
          open={toLoad !== undefined}
          onOpenChange={(next) => !next && setToLoad(undefined)}
          onConfirm={loadState}
          closeOnSuccess={false}
        />
      </DialogContent>
    </Dialog>
  );
}
