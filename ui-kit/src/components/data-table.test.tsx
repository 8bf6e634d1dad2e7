import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { DataTable, type DataTableColumn } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  price: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Product', cell: (row) => row.name },
  { id: 'price', header: 'Price', cell: (row) => row.price, align: 'end', hideBelow: 'md' },
];

const rows: Row[] = [
  { id: 'a', name: 'Apples', price: 'Rs.135.00' },
  { id: 'b', name: 'Milk', price: 'Rs.60.00' },
];

describe('DataTable', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <DataTable
        caption="All Products"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a captioned table inside a keyboard-scrollable region', () => {
    render(
      <DataTable
        caption="All Products"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'All Products' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'All Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Price']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Rs.60.00' })).toHaveClass('md:table-cell');
  });

  it('says so when there are no rows', () => {
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyMessage="No orders yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No orders yet.' })).toHaveAttribute('colspan', '2');
  });
});
