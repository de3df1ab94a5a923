// Stand-in for the `server-only` package under Vitest (see vitest.config.ts).
export {};
