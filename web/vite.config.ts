import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const portal = process.env.PORTAL_URL || 'http://localhost:1337';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_DEV_PORT || 5173),
    // One origin for the browser in development too: the API, identity provider, media and admin go to Strapi.
    proxy: Object.fromEntries(['/api', '/oidc', '/uploads', '/admin'].map((p) => [p, { target: portal, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'] },
});
