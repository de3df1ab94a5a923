import type { NextConfig } from 'next';
import { parseEnv } from './server/env-schema';
import { standInsServed } from './server/config/placeholders';
import { PAGE_POST_MAX_BYTES } from './server/http/form-post-guard';
import { securityHeaders } from './server/security-headers';

// Validated here too so that a bad value fails the build with the variable's name.
const env = parseEnv(process.env);

const nextConfig: NextConfig = {
  // A second build with analytics ids configured lives beside the main one (browser tests).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are.
  serverExternalPackages: ['@electric-sql/pglite'],
  images: { formats: ['image/avif', 'image/webp'] },
  // Server actions carry text only: the claim form without JavaScript streams its files to a route
  // handler (decision 103), and server.mjs refuses a larger page post before Next.js reads it.
  // authInterrupts: the console answers 403 (forbidden()) to an agent on an admin-only page.
  // No build cache on disk: every build goes to a folder of its own (scripts/build-if-needed.mjs),
  // so nothing would ever read it, and writing it took 16 to 100 s of each build (decision 172).
  experimental: {
    // No allowedOrigins: server.mjs applies Next.js's Origin rule first (isOriginNextRefuses, decision
    // 177), which would have to be given the same list.
    serverActions: { bodySizeLimit: PAGE_POST_MAX_BYTES },
    authInterrupts: true,
    // One root layout per language (decision 182): an unmatched address gets app/global-not-found.tsx.
    globalNotFound: true,
    turbopackFileSystemCacheForBuild: false,
  },
  // The /embeds stand-ins (pages and the form-embed script) are for `npm run dev` only: every
  // other build answers 404 for them, before public files are looked at (docs/decisions/010).
  async rewrites() {
    if (standInsServed()) return [];
    return {
      beforeFiles: [{ source: '/embeds/:path*', destination: '/stand-ins-exist-in-development-only' }],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env, { dev: process.env.NODE_ENV === 'development' }) }];
  },
};

export default nextConfig;
