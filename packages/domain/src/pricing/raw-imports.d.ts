// Vite's `?raw` import: a file's text, used by the test that checks docs/pricing.md.
declare module '*?raw' {
  const text: string;
  export default text;
}
