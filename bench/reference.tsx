/**
 * The yardstick for scripts/bench.ts: a plain React page with a 1000 × 10 table and no
 * virtualisation. It starts at 15 rows; one button switches it to 1000, as a pager's page-size
 * option does. The data exists before the click, so the figure is React rendering plus layout and paint.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const COLUMNS = Array.from({ length: 10 }, (_column, c) => `Column ${c + 1}`);
const ROWS = Array.from({ length: 1000 }, (_row, r) => ({ id: r + 1, cells: COLUMNS.map((_name, c) => `R${r + 1} C${c + 1} ${((r * 31 + c * 17) % 997).toString(36)}`) }));

function ReferenceTable() {
  const [count, setCount] = useState(15);
  return (
    <main>
      <p>
        <button type="button" onClick={() => setCount(15)}>
          15 rows
        </button>{' '}
        <button type="button" onClick={() => setCount(1000)}>
          1000 rows
        </button>
      </p>
      <table>
        <caption>reference</caption>
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.slice(0, count).map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, c) => (
                <td key={COLUMNS[c]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from reference.html');
createRoot(root).render(
  <StrictMode>
    <ReferenceTable />
  </StrictMode>,
);
