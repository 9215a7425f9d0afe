// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each request may be rewritten before it is sent (bench:scale makes every one distinct). */
    requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
