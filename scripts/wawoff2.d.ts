/** wawoff2 (Google's WOFF2 coder, compiled to WebAssembly) ships no types: what chromium.mts uses. */
declare module 'wawoff2' {
  const wawoff2: { decompress(this: void, font: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
