/** The parts one after another in memory of their own, and where each starts (and the end). */
export function concatenated(parts: readonly Uint8Array[]): [Buffer, Uint32Array] {
  const starts = new Uint32Array(parts.length + 1);
  let length = 0;
  parts.forEach((part, index) => {
    starts[index] = length;
    length += part.byteLength;
  });
  starts[parts.length] = length;
  // Not a slice of Node's shared pool, so that dropping what holds it frees the memory.
  const joined = Buffer.allocUnsafeSlow(length);
  parts.forEach((part, index) => joined.set(part, starts[index]));
  return [joined, starts];
}
