// The few parts of autocannon's API that the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: (RequestParams & { setupRequest?: (request: RequestParams) => RequestParams })[];
  };
  type Result = { errors: number; timeouts: number; requests: { average: number } };
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
