/**
 * Work that runs after the request: the domain asks for a job by name; the queue
 * (pg-boss on the app's own database, src/jobs) runs it, retried with backoff.
 */
export interface JobQueue {
  /** With singletonKey: while a job of that name and key waits (not yet started), this send is a no-op. */
  send(name: string, data: Record<string, unknown>, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
}
