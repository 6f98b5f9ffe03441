import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisLabel, formatValue, MAX_DRAWN, type ChartData, type ChartKind, type Series } from './overview-charts';

interface ChartFigureProps {
  kind: ChartKind;
  data: ChartData;
  /** The sentence that says what the chart shows (its `aria-label`). */
  label: string;
  /** A category to mark (the 批次 chosen in the filters, on a trend across batches). */
  marked?: string;
}

const HEIGHT = 260;

/** Tooltips list every series of the category, the table-only rates included. */
function tooltipRows(data: ChartData, category: string): { series: Series; value: number | string | undefined }[] {
  const row = data.rows.find((r) => r.category === category);
  return data.series.map((series) => ({ series, value: row?.[series.key] }));
}

function ChartTooltip({ active, label, data }: { active?: boolean; label?: string | number; data: ChartData }) {
  if (!active || label === undefined) return null;
  return (
    <div className="max-w-72 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      {/* The category whole (the axis cuts it), within a few lines: 查看数据 has it in full. */}
      <p className="mb-1 line-clamp-4 font-medium break-words [overflow-wrap:anywhere]">{label}</p>
      <ul className="grid gap-0.5">
        {tooltipRows(data, String(label)).map(({ series, value }) => (
          <li key={series.key} className="flex items-center gap-2">
            <span aria-hidden className="size-2 rounded-full" style={{ background: series.color }} />
            <span className="text-muted-foreground">{series.name}</span>
            <span className="ml-auto tabular-nums">{formatValue(value, series.unit)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const axisTick = { fontSize: 12, fill: 'var(--muted-foreground)' };
/** Legend names in the text colour (the swatch keeps the series colour): a pale series stays readable in either theme. */
const legendText = (value: string) => <span className="text-foreground">{value}</span>;
const compact = new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * One chart, drawn with recharts. The drawing is an image to assistive technology (`role="img"` with
 * the sentence of its figures); the same figures are in 查看数据 as a table. Many categories are cut
 * to the largest MAX_DRAWN so labels stay readable at 768 px.
 */
export function ChartFigure({ kind, data, label, marked }: ChartFigureProps) {
  const drawn = data.series.filter((s) => !s.tableOnly);
  const rows = data.rows.slice(0, MAX_DRAWN);
  const percentOnly = drawn.every((s) => s.unit === '%');
  const yTick = (value: number) => (percentOnly ? `${value}%` : compact.format(value));
  const tooltip = <Tooltip content={(props) => <ChartTooltip active={props.active} label={props.label} data={data} />} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />;

  return (
    // An <img> cannot hold the SVG drawing; the drawing is one image to assistive technology all the same.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="img" aria-label={label} className="h-[260px] w-full min-w-0">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {kind === 'line' ? (
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="category" tick={axisTick} tickLine={false} tickFormatter={axisLabel} />
            <YAxis tick={axisTick} tickFormatter={yTick} width={48} allowDecimals={false} />
            {tooltip}
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            {drawn.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                strokeWidth={2}
                isAnimationActive={false}
                dot={({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { category?: string } }) => (
                  <circle key={`${s.key}-${payload?.category}`} cx={cx} cy={cy} r={payload?.category === marked ? 5 : 3} fill={s.color} />
                )}
              />
            ))}
          </LineChart>
        ) : kind === 'horizontal-bars' ? (
          <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 40, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" tick={axisTick} tickFormatter={yTick} allowDecimals={false} />
            <YAxis type="category" dataKey="category" tick={axisTick} width={48} tickLine={false} tickFormatter={axisLabel} />
            {tooltip}
            {drawn.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                radius={[0, 4, 4, 0]}
                isAnimationActive={false}
                label={{ position: 'right', fontSize: 12, fill: 'var(--foreground)' }}
              />
            ))}
          </BarChart>
        ) : (
          <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="category"
              tick={axisTick}
              tickLine={false}
              tickFormatter={axisLabel}
              interval={0}
              angle={rows.length > 6 ? -30 : 0}
              textAnchor={rows.length > 6 ? 'end' : 'middle'}
              height={rows.length > 6 ? 56 : 30}
            />
            <YAxis tick={axisTick} tickFormatter={yTick} width={48} allowDecimals={percentOnly} />
            {tooltip}
            {drawn.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />}
            {drawn.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[4, 4, 0, 0]} isAnimationActive={false} maxBarSize={36} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
