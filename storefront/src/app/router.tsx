import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
// The landing page ships with the entry: loading it lazily would add a round trip before
// the banner (the page's largest paint) can show.
import HomePage from './routes/home.tsx';
import { lazyWithWords } from '../lib/lazy-with-words.ts';

// Every other screen is its own chunk, so the home page downloads none of them. Paths
// match case-insensitively (react-router's default), so /Cart is the cart.
const ProductsPage = lazyWithWords(() => import('./routes/products.tsx'));
const CategoryProductsPage = lazyWithWords(() => import('./routes/category-products.tsx'));
const ProductDetailPage = lazyWithWords(() => import('./routes/product-detail.tsx'));
const CartPage = lazyWithWords(() => import('./routes/cart.tsx'));
const AddAddressPage = lazyWithWords(() => import('./routes/add-address.tsx'));
const AddressesPage = lazyWithWords(() => import('./routes/addresses.tsx'));
const EditAddressPage = lazyWithWords(() => import('./routes/edit-address.tsx'));
const MyOrdersPage = lazyWithWords(() => import('./routes/my-orders.tsx'));
const OrderBillPage = lazyWithWords(() => import('./routes/order-bill.tsx'));
const LoaderPage = lazyWithWords(() => import('./routes/loader.tsx'));
const ShopPagePage = lazyWithWords(() => import('./routes/shop-page.tsx'));
const UnsubscribePage = lazyWithWords(() => import('./routes/unsubscribe.tsx'));
const ResetPasswordPage = lazyWithWords(() => import('./routes/reset-password.tsx'));
const AccountPage = lazyWithWords(() => import('./routes/account.tsx'));
const NotFoundPage = lazyWithWords(() => import('./routes/not-found.tsx'));

/** The customer routes of spec section 2. There is deliberately no /seller here. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:category" element={<CategoryProductsPage />} />
        <Route path="products/:category/:id" element={<ProductDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="add-address" element={<AddAddressPage />} />
        <Route path="addresses" element={<AddressesPage />} />
        <Route path="addresses/:id/edit" element={<EditAddressPage />} />
        <Route path="my-orders" element={<MyOrdersPage />} />
        <Route path="my-orders/:id/bill" element={<OrderBillPage />} />
        <Route path="loader" element={<LoaderPage />} />
        <Route path="pages/:slug" element={<ShopPagePage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
