import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after its answer has gone (tests wait for it with settled()). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work done after the answer has gone, so the answer cannot depend on it (docs/messages.md,
 * "Forgot password"). A failure is logged; close() waits for what is still running, so a
 * shutdown does not cut a task off. A task lost in a crash is one the user can ask again for.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch((err: unknown) => this.log.error({ err }, `${name} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every task started so far, and any they started, has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
