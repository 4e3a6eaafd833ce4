/** The shared Table: its declared column headers, and each cell's column name copied for the phone layout. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SortableTh, Table } from './Table';

/** The data-label of every cell, row by row. */
const labels = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.getAttribute('data-label')));

function Answers({ answerable }: { answerable: boolean }) {
  return (
    <Table caption="Records requests" columns={['Records', 'Asked', answerable && 'Answer', null, undefined]}>
      <tbody>
        <tr>
          <td>Minutes</td>
          <td>2026-11-01</td>
          {answerable && <td>Send</td>}
        </tr>
        <tr>
          <td colSpan={answerable ? 3 : 2}>No more requests.</td>
        </tr>
      </tbody>
    </Table>
  );
}

describe('Table', () => {
  it('draws the declared headers as column headers in order, leaving out the columns not shown, under its caption', () => {
    render(<Answers answerable />);
    const table = screen.getByRole('table', { name: 'Records requests' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Records', 'Asked', 'Answer']);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');
    expect(table.querySelectorAll('thead')).toHaveLength(1);
    expect(table.querySelector('caption')).toHaveTextContent('Records requests');
  });

  it('copies each column name onto its cells, none onto a cell spanning columns, and follows a column that comes and goes', () => {
    const { rerender } = render(<Answers answerable />);
    const table = screen.getByRole('table');
    expect(labels(table)).toEqual([['Records', 'Asked', 'Answer'], [null]]);

    rerender(<Answers answerable={false} />);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Records', 'Asked']);
    expect(labels(table)).toEqual([['Records', 'Asked'], [null]]);
  });

  it('takes a header that is not plain text, its text the column name', () => {
    render(
      <Table columns={['Sequence', <span className="visually-hidden">Remove</span>]}>
        <tbody>
          <tr>
            <td>1</td>
            <td>
              <button type="button">Remove</button>
            </td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Remove' })).toHaveAttribute('scope', 'col');
    expect(labels(screen.getByRole('table'))).toEqual([['Sequence', 'Remove']]);
  });

  it("keeps a screen's own header row (sortable columns), naming cells without the sort arrows", () => {
    render(
      <Table caption="Users">
        <thead>
          <tr>
            <SortableTh direction="ascending" onSort={() => {}}>
              Name
            </SortableTh>
            <SortableTh direction="none" onSort={() => {}}>
              Unit
            </SortableTh>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Ada</td>
            <td>101</td>
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table.querySelectorAll('thead')).toHaveLength(1);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(labels(table)).toEqual([['Name', 'Unit']]);
  });
});
