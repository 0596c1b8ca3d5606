import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthRoute } from './routes/auth';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedLayout } from './routes/protected-layout';
import { RouterErrorRoute } from './routes/router-error';

/**
 * The route table of spec 01 §2. Only /auth is public; everything else sits in the protected
 * layout. Pages still to be built (/my-words, /movie/…) fall to the not-found page meanwhile.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorRoute />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      {
        element: <ProtectedLayout />,
        children: [
          {
            // Errors inside a page keep the navigation bar.
            errorElement: <RouterErrorRoute fullPage={false} />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
