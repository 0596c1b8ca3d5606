import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Fastify server the dev server forwards API calls to (`npm run serve`, PORT 3000). */
const apiOrigin = 'http://localhost:3000';

const sourceAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [sourceAlias] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiOrigin,
        changeOrigin: true,
        // The server refuses state-changing calls whose Origin is not its own (CSRF guard), so
        // the proxied request must look as if it came from the server's own page.
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', apiOrigin)),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything loads up front; the libraries are only split out so that they stay cached
        // across releases of the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
