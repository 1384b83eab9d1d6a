/**
 * Fixed-window counters kept in this process. One process is enough for the portal's default deployment;
 * several processes behind a load balancer each count on their own, so the effective limit multiplies by
 * the number of processes until these move to a shared store (docs/accounts.md). Accounts count sign-in
 * attempts with them; comments count each user's writes.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may act again, or 0 when it is under its limit now. */
  retryAfter(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.max ? Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000)) : 0;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.sweep();
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops ended windows so a flood of distinct keys cannot grow the map without bound. */
  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
