/** Time comes from a clock object so that tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests control: it stands still until moved. */
export class ManualClock implements Clock {
  #t: number;
  constructor(start: Date | string = '2026-01-05T09:00:00Z') {
    this.#t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#t);
  }
  advance(ms: number): void {
    this.#t += ms;
  }
  set(to: Date | string): void {
    this.#t = new Date(to).getTime();
  }
}
