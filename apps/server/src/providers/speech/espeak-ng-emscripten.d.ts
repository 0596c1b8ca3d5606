/** The parts of Echogarden's Emscripten build of eSpeak NG that the server calls (it ships no types). */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakNgWorker {
    /** 0 when the voice (a file name of espeak's voices, as 'es' or 'en-us') was found. */
    set_voice(name: string): number;
    /** Words per minute. */
    set_rate(wordsPerMinute: number): void;
    get_samplerate(): number;
    /**
     * Phonemes separated by '_', clauses by ' | ', as a pointer to a NUL-terminated UTF-8 string
     * in the module's memory. A millisecond a word: synthesize_ipa, which also synthesises the
     * sound, takes fifty.
     */
    convert_to_phonemes(text: string, useIpa: boolean): { ptr: number };
    /** Calls back with each chunk of 16-bit mono samples; answering true stops the synthesis. */
    synthesize(text: string, onChunk: (samples: Int16Array, events: unknown[]) => boolean): void;
  }
  export interface EspeakNgModule {
    eSpeakNGWorker: new () => EspeakNgWorker;
    /** The module's memory; read it again after each call, as it may grow into a new buffer. */
    readonly HEAPU8: Uint8Array;
  }
  const createEspeakNgModule: () => Promise<EspeakNgModule>;
  export default createEspeakNgModule;
}
