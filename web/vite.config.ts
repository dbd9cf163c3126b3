import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs on :3000 (`npm run dev`); everything that is not the web app goes there. */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/docs': api, '/healthz': api, '/readyz': api },
  },
  build: {
    // `npm start` builds into the directory the server serves (WEB_DIST_DIR).
    outDir: process.env.WEB_DIST_DIR || 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.ts reads it to measure what the home page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deployments.
        // Other libraries are split where the screens that use them are, so that the home page
        // does not load what only a later screen needs (a single vendor chunk would).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
