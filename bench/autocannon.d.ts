// autocannon ships no types: the part of its API the benchmarks use.
declare module 'autocannon' {
  interface AutocannonResult {
    requests: { average: number; total: number };
    duration: number;
    latency: { p99: number };
    non2xx: number;
  }
  function autocannon(
    options: object,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): unknown;
  export default autocannon;
}
