import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoArt } from '../fixtures/demo-art.ts';
import { Badge } from './badge.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { Price } from './price.tsx';
import { Switch } from './switch.tsx';

interface ProductRow {
  _id: string;
  name: string;
  category: string;
  offerPrice: number;
  inStock: boolean;
  image: string;
}

const rows: ProductRow[] = [
  {
    _id: '1',
    name: 'Fresh Apples 1 kg',
    category: 'Fruits',
    offerPrice: 135,
    inStock: true,
    image: demoArt.apple,
  },
  {
    _id: '2',
    name: 'Carrots 500 g',
    category: 'Vegetables',
    offerPrice: 35,
    inStock: false,
    image: demoArt.carrot,
  },
  {
    _id: '3',
    name: 'Toned Milk 1 L',
    category: 'Dairy',
    offerPrice: 60,
    inStock: true,
    image: demoArt.milk,
  },
];

const columns: DataTableColumn<ProductRow>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (row) => (
      <span className="flex items-center gap-3">
        <img src={row.image} alt="" className="size-12 rounded-control border border-line p-1" />
        <span className="truncate">{row.name}</span>
      </span>
    ),
  },
  { id: 'category', header: 'Category', cell: (row) => row.category },
  {
    id: 'price',
    header: 'Selling Price',
    hideBelow: 'md',
    cell: (row) => <Price price={row.offerPrice} tone="ink" />,
  },
  {
    id: 'stock',
    header: 'In Stock',
    align: 'center',
    cell: (row) => <Switch defaultChecked={row.inStock} aria-label={`${row.name} in stock`} />,
  },
];

const meta = {
  title: 'Layout/DataTable',
  component: DataTable<ProductRow>,
  args: { columns, rows, getRowKey: (row) => row._id, caption: 'All Products' },
} satisfies Meta<typeof DataTable<ProductRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's product list; Selling Price hides on narrow screens. */
export const ProductList: Story = {};

export const VisibleCaption: Story = { args: { hideCaption: false } };

export const Empty: Story = { args: { rows: [], emptyMessage: 'No products yet. Add one.' } };

interface OrderRow {
  _id: string;
  customer: string;
  amount: number;
  isPaid: boolean;
}

export const Orders: StoryObj<typeof DataTable<OrderRow>> = {
  render: () => (
    <DataTable<OrderRow>
      caption="Orders"
      hideCaption={false}
      rows={[
        { _id: 'a', customer: 'Asha Kumar', amount: 245.82, isPaid: true },
        { _id: 'b', customer: 'Ravi Menon', amount: 123456.5, isPaid: false },
      ]}
      getRowKey={(row) => row._id}
      columns={[
        { id: 'customer', header: 'Customer', cell: (row) => row.customer },
        {
          id: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (row) => <Price price={row.amount} tone="ink" />,
        },
        {
          id: 'payment',
          header: 'Payment',
          cell: (row) => (
            <Badge tone={row.isPaid ? 'paid' : 'pending'}>{row.isPaid ? 'Paid' : 'Pending'}</Badge>
          ),
        },
      ]}
    />
  ),
};
