/** Bytes of the RIFF header of a PCM WAV file: RIFF, the 'fmt ' chunk and the 'data' chunk's head. */
export const wavHeaderBytes = 44;

/**
 * Mono 16-bit PCM samples as a WAV file, which every browser's <audio> plays. Written here rather
 * than with a package: the header is eleven fields.
 */
export function monoWavFile(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const file = new Uint8Array(wavHeaderBytes + dataBytes);
  const view = new DataView(file.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, wavHeaderBytes - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // size of the format chunk's fields
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample frame
  view.setUint16(34, 16, true); // bits a sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  // WAV is little-endian whatever the machine is: DataView says so explicitly.
  samples.forEach((sample, index) => view.setInt16(wavHeaderBytes + index * 2, sample, true));
  return file;
}

/** Joins the chunks a synthesiser hands over one after another. */
export function joinSamples(chunks: readonly Int16Array[]): Int16Array {
  const joined = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
}
