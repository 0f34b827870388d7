import { defineConfig } from 'vite';

// The backend serves the built app on the port of /graphql; in dev, Vite proxies the API to it.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: __dirname,
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by ops/bench/bundle-size.bench.ts to find the chunks a route loads.
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          apollo: ['@apollo/client', 'graphql'],
          intl: ['react-intl'],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/logout': backend,
      '/healthz': backend,
    },
  },
});
