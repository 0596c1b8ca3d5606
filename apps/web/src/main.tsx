import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { applyAppStyles } from '@/lib/app-styles';

const router = createAppRouter();
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

await applyAppStyles();
const root = createRoot(container);
// As a transition, the first page is built in slices with the browser free in between, instead
// of in one long task that keeps a slow phone from answering a tap.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
