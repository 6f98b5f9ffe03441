const BUSINESSES = ['成人高考', '继续教育', '军队与职业培训', '自学考试', '直播课程', '夜校'];

export function HomePage() {
  return (
    <main>
      <section className="bg-gradient-to-br from-blue-700 to-sky-500 py-20 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold md:text-4xl">让每一次学习都算数</h1>
          <p className="mt-4 max-w-xl text-white/85">学历提升、继续教育、职业培训，一站式教育服务。</p>
        </div>
      </section>
      <section aria-labelledby="business-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="business-title" className="mb-6 text-xl font-semibold">
          业务领域
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {BUSINESSES.map((name) => (
            <li key={name} className="rounded-lg border bg-card p-6 text-center font-medium shadow-xs">
              {name}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
