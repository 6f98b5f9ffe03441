/**
 * Only on the embedded mocks: which demo account works (documented in README.md too). The test is on
 * the compile-time flag itself (an object property holding it is not folded by the bundler), so a
 * build with mocks off drops the text entirely; `npm run check:bundle` proves it.
 */
export function DemoAccountHint() {
  if (import.meta.env.VITE_API_MOCK !== 'on') return null;
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      演示环境：账号 <b>admin</b>（超级管理员）、<b>zhaosheng</b>、<b>zhaosheng2</b>（招生顾问）或 <b>jiaowu</b>（教务专员），密码均为 <b>123456</b>
    </p>
  );
}
