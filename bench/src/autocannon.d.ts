/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  export type Options = {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    title?: string;
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest, context: object) => RawRequest }>;
  };
  export type Result = {
    title?: string;
    latency: Histogram;
    requests: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Instance = PromiseLike<Result> & { stop(): void };
  export default function autocannon(opts: Options): Instance;
}
