/** The part of autocannon's API the load worker uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections: number;
    amount: number;
    headers?: Record<string, string>;
    timeout?: number;
  };
  type Instance = {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  };
  type Result = { errors: number; timeouts: number; non2xx: number };
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
