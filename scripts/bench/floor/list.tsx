/**
 * The floor of a large list: React 19 fetching the same API answer as the console's list and
 * drawing its first page of rows in a plain table, with a search box that filters every row on
 * each keystroke. `list.html?api=/api/v1/referrals&size=20`; an answer that is one object (the
 * dashboard's figures) is one row. The token is the console's, from
 * local storage (same origin).
 */
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Row = { key: string; cells: string[]; text: string };

const params = new URLSearchParams(window.location.search);
const api = params.get('api') ?? '/api/v1/referrals';
const pageSize = Number(params.get('size') ?? 20);

/** A list's records, one row each; an object (the dashboard's figures) is one row. */
function rowsOf(body: unknown): Row[] {
  const answer = typeof body === 'object' && body !== null && 'data' in body ? body.data : [];
  const data: unknown[] = Array.isArray(answer) ? answer : answer === null ? [] : [answer];
  return data.map((record: unknown, index) => {
    const values = typeof record === 'object' && record !== null ? Object.values(record) : [record];
    const cells = values.map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)));
    return { key: String(index), cells, text: cells.join(' ').toLowerCase() };
  });
}

function List() {
  const [rows, setRows] = useState<Row[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const token = window.localStorage.getItem('token') ?? '';
    void fetch(api, { headers: { 'x-auth-token': token } })
      .then((response) => response.json())
      .then((body: unknown) => setRows(rowsOf(body)));
  }, []);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((row) => row.text.includes(needle)) : rows;
  }, [rows, search]);
  const shown = matching.slice(0, pageSize);
  return (
    <main>
      <label htmlFor="search">Search</label>
      <input id="search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <p>
        {matching.length} rows match “{search}”
      </p>
      <table>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The floor page has no #root element');
createRoot(root).render(<List />);
