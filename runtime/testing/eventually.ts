/**
 * Waiting for what holds "within a second everywhere": a key revoked or capped reaches every
 * process's metering engine by a PostgreSQL notification, which may land after the writer's
 * next request (on PGlite it lands before the next statement).
 */

/**
 * Calls `attempt` until `done` holds for its answer, for at most `withinMs` (default 1 s); returns
 * the last answer, so the test asserts on it (and fails with it when time ran out).
 */
export async function eventually<T>(
  attempt: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs = 1_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() - start >= withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
