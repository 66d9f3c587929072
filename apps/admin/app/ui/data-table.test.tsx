// The shared list table's markup: what journeys and screen readers find by role and name.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';
import { linkColumn } from './link-column';

type Row = { id: string; name: string; total: number };
const rows: readonly Row[] = [
  { id: 'A-1', name: '山田', total: 1200 },
  { id: 'A-2', name: '佐藤', total: 3400 },
];
const columns: readonly Column<Row>[] = [
  { key: 'name', header: '名前', rowHeader: true, cell: (row) => row.name },
  { key: 'total', header: '金額', numeric: true, cell: (row) => `${row.total}円` },
];

describe('DataTable', () => {
  it('names the table by its caption and heads columns and rows', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="一覧" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(html).toContain('<caption class="sr-only">一覧</caption>');
    expect(html).toContain('<th scope="col" class="p-3 text-right">金額</th>');
    expect(html).toContain('<th scope="row" class="p-3">山田</th>');
    expect(html).toContain('<td class="p-3 text-right tabular-nums">3400円</td>');
    expect(html.startsWith('<div class="overflow-x-auto')).toBe(true);
  });

  it('says the empty message instead of an empty table, and draws the table without one', () => {
    const none: readonly Row[] = [];
    const said = renderToStaticMarkup(
      <DataTable
        caption="一覧"
        columns={columns}
        rows={none}
        rowKey={(row) => row.id}
        empty="ありません。"
      />,
    );
    expect(said).toBe('<p class="text-slate-700">ありません。</p>');
    const drawn = renderToStaticMarkup(
      <DataTable caption="一覧" columns={columns} rows={none} rowKey={(row) => row.id} />,
    );
    expect(drawn).toContain('<tbody></tbody>');
  });

  it('leads each row with a named checkbox when rows can be chosen', () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="一覧"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{
          header: '選択',
          isChosen: (row) => row.id === 'A-2',
          onToggle: () => undefined,
          label: (row) => `${row.id} を選ぶ`,
        }}
      />,
    );
    expect(html).toContain('<span class="sr-only">選択</span>');
    expect(html).toMatch(/aria-label="A-1 を選ぶ"(?![^>]*checked)/);
    expect(html).toMatch(/aria-label="A-2 を選ぶ"[^>]*checked/);
  });

  it('links a row to its own page', () => {
    const link = linkColumn<Row>({
      key: 'id',
      header: '番号',
      to: (row) => `/rows/${row.id}`,
      text: (row) => row.id,
    });
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DataTable caption="一覧" columns={[link]} rows={rows} rowKey={(row) => row.id} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<a class="text-brand underline" href="\/rows\/A-1"[^>]*>A-1<\/a>/);
  });
});
