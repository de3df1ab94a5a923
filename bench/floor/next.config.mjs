// The floor app (bench/floor.mjs): Next.js's defaults, as a new app has them.
const nextConfig = {};

export default nextConfig;
