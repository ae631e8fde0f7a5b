// Closing a database pool for good: at shutdown, and at the end of scripts that open their own pool.
import type { Pool } from 'pg';

/** How long to wait for the pool's connections to close before giving up on them. */
const CLOSE_WAIT_MS = 5000;

/**
 * Ends the pool and waits until its connections have closed. pool.end() resolves as soon as it has asked
 * them to close, so a database stopped right after ended some of them first, and each logged an error.
 */
export async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    const giveUp = setTimeout(resolve, CLOSE_WAIT_MS);
    giveUp.unref();
    const onRemove = () => {
      open -= 1;
      if (open > 0) return;
      pool.off('remove', onRemove);
      clearTimeout(giveUp);
      resolve();
    };
    pool.on('remove', onRemove);
  });
  await pool.end();
  await closed;
}
