/**
 * Set to true by the build (build.mjs) in the compiled server that `npm start` runs; absent when
 * the TypeScript runs as it is (tsx, vitest, the journeys).
 */
declare const COMPILED_SERVER: boolean | undefined;

export const isCompiledServer = typeof COMPILED_SERVER !== 'undefined' && COMPILED_SERVER;

/** The modules run in a child process (child-process.ts). */
export type ChildModuleName = 'lexicon-build.process' | 'create-database.process' | 'speech.process';

/**
 * A worker thread's or a child process's module: compiled beside the server in dist/ when the
 * server is compiled, else the TypeScript file beside this one.
 */
export function workerFileOf(name: 'analysis.worker' | ChildModuleName): URL {
  return isCompiledServer
    ? new URL(`../../dist/${name}.js`, import.meta.url)
    : new URL(`./${name}.ts`, import.meta.url);
}
