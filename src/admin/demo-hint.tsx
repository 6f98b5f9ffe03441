import { appConfig } from '@/lib/app-config';

/** Only on the embedded mocks: which demo account works (documented in README.md too). */
export function DemoAccountHint() {
  if (!appConfig.mocksOn) return null;
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      演示环境：账号 <b>admin</b>（超级管理员）或 <b>zhaosheng</b>（招生顾问），密码均为 <b>123456</b>
    </p>
  );
}
