import 'server-only';
import { parseEnv, type Env } from './env-schema';

let cached: Env | undefined;

/** The validated settings, parsed once per process (first use, or start-up in instrumentation). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
