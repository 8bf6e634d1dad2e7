import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { legacyRedirects, paths } from '../config/paths.ts';
import { ConsoleLayout } from './layouts/console-layout.tsx';
import { PageChange } from './layouts/page-change.tsx';
import { AddProductRoute } from './routes/add-product.tsx';
import { AppCrashRoute } from './routes/app-crash.tsx';
import { DeliveryRoute } from './routes/delivery.tsx';
import { EditProductRoute } from './routes/edit-product.tsx';
import { LoginRoute } from './routes/login.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { OrdersRoute } from './routes/orders.tsx';
import { PackingListRoute } from './routes/packing-list.tsx';
import { PriceListRoute } from './routes/price-list.tsx';
import { ProductListRoute } from './routes/product-list.tsx';

/** A lazy screen's placeholder: the routes are built at load, its words when it renders. */
function Loading({ label }: { label: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <PageLoading label={i18n._(label)} />;
}

/**
 * React Router matches paths case-insensitively unless told otherwise, so /Orders and
 * /SELLER/orders work too. Unknown paths sit inside the signed-in layout: visitors are
 * sent to sign in first and learn nothing about what exists.
 */
export const routes: RouteObject[] = [
  {
    element: <PageChange />,
    errorElement: <AppCrashRoute />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      // Signed out, opened from an email now and then: loaded on first visit.
      {
        path: paths.resetPassword,
        hydrateFallbackElement: <Loading label={msg`Loading`} />,
        lazy: () =>
          import('./routes/reset-password.tsx').then((route) => ({
            Component: route.ResetPasswordRoute,
          })),
      },
      ...legacyRedirects.map(({ from, to }) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      {
        path: '/',
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <AddProductRoute /> },
          { path: paths.productList, element: <ProductListRoute /> },
          { path: paths.editProduct, element: <EditProductRoute /> },
          { path: paths.priceList, element: <PriceListRoute /> },
          { path: paths.orders, element: <OrdersRoute /> },
          { path: paths.packingList, element: <PackingListRoute /> },
          { path: paths.delivery, element: <DeliveryRoute /> },
          // Loaded on first visit: its chart and tables stay out of the console's first load.
          {
            path: paths.today,
            hydrateFallbackElement: <Loading label={msg`Loading the day’s figures`} />,
            lazy: () =>
              import('./routes/today.tsx').then((route) => ({ Component: route.TodayRoute })),
          },
          // Screens used now and then (the shop's details, a bill) load on first visit too.
          {
            path: paths.shop,
            hydrateFallbackElement: <Loading label={msg`Loading the shop’s details`} />,
            lazy: () =>
              import('./routes/shop.tsx').then((route) => ({ Component: route.ShopRoute })),
          },
          {
            path: paths.shopPages,
            hydrateFallbackElement: <Loading label={msg`Loading the pages`} />,
            lazy: () =>
              import('./routes/shop-pages.tsx').then((route) => ({
                Component: route.ShopPagesRoute,
              })),
          },
          {
            path: paths.categories,
            hydrateFallbackElement: <Loading label={msg`Loading the categories`} />,
            lazy: () =>
              import('./routes/categories.tsx').then((route) => ({
                Component: route.CategoriesRoute,
              })),
          },
          {
            path: paths.searchWords,
            hydrateFallbackElement: <Loading label={msg`Loading the search words`} />,
            lazy: () =>
              import('./routes/search-words.tsx').then((route) => ({
                Component: route.SearchWordsRoute,
              })),
          },
          {
            path: paths.orderBill,
            hydrateFallbackElement: <Loading label={msg`Loading the bill`} />,
            lazy: () =>
              import('./routes/order-bill.tsx').then((route) => ({
                Component: route.OrderBillRoute,
              })),
          },
          {
            path: paths.account,
            hydrateFallbackElement: <Loading label={msg`Loading your account`} />,
            lazy: () =>
              import('./routes/account.tsx').then((route) => ({ Component: route.AccountRoute })),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
