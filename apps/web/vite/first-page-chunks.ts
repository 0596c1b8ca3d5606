import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/*
 * The code every page needs at start comes in a few chunks, not sixty (decision 032: why, and the
 * figures). Which screens need a module is known only once the bundler has dropped unused code, so
 * the build runs twice: a first pass, written nowhere, tells which entries' code holds each module,
 * and the real build groups the modules every page needs (`groupsFrom`). What only some screens
 * share is chunked as before, so no screen fetches code it does not run.
 */

/** Set in the first pass's process so that it does not plan a pass of its own. */
const planningFlag = 'CINEVOCAB_PLANNING_CHUNKS';

/** The group of each module the real build merges, by module id; empty in the first pass. */
const groupOf = new Map<string, FirstPageGroup>();

type FirstPageGroup = 'page-start' | 'app' | 'signed-in';

/** Module ids, as the bundler names them, of the entries the groups are told by. */
const pageEntry = /[\\/]index\.html$/;
const appStart = /[\\/]src[\\/]app[\\/]start-in-browser\.tsx$/;
const loginScreen = /[\\/]src[\\/]app[\\/]routes[\\/]auth\.tsx$/;
const signedInLayout = /[\\/]src[\\/]app[\\/]routes[\\/]protected-layout\.tsx$/;

/**
 * The groups for the build's `codeSplitting.groups`, after any that must win over them (React's).
 * `page-start` keeps what the page's own script shares with the app in a chunk of its own, so
 * that the script the page runs before its first paint never waits for the app's chunk.
 */
export const firstPageGroups: Rolldown.CodeSplittingGroup[] = (
  ['page-start', 'app', 'signed-in'] as const
).map((name, index, all) => ({
  name,
  test: (id: string) => groupOf.get(id) === name,
  priority: all.length - index,
}));

/** Runs the first pass before the browser's build and fills in the groups from what it tells. */
export function firstPageChunks(): Plugin {
  return {
    name: 'cinevocab:first-page-chunks',
    apply: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && !process.env[planningFlag],
    async buildStart() {
      groupOf.clear();
      process.env[planningFlag] = '1';
      try {
        const output = await build({
          configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false },
        });
        for (const [id, group] of groupsFrom(output as Rolldown.RolldownOutput)) groupOf.set(id, group);
      } finally {
        delete process.env[planningFlag];
      }
    },
  };
}

/** Each module's group, from the first pass's chunks: which entries' code includes the module. */
export function groupsFrom(output: Rolldown.RolldownOutput): Map<string, FirstPageGroup> {
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const chunkByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesLoadedWith = (entry: RegExp): Set<string> => {
    const start = chunks.find((chunk) => chunk.facadeModuleId !== null && entry.test(chunk.facadeModuleId));
    if (start === undefined)
      throw new Error(`The build has no chunk for ${entry}: update first-page-chunks.ts.`);
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of chunkByFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(start.fileName);
    return new Set([...files].flatMap((file) => chunkByFile.get(file)?.moduleIds ?? []));
  };
  const page = modulesLoadedWith(pageEntry);
  const app = modulesLoadedWith(appStart);
  const login = modulesLoadedWith(loginScreen);
  const signedIn = modulesLoadedWith(signedInLayout);
  const groups = new Map<string, FirstPageGroup>();
  for (const id of new Set([...app, ...login, ...signedIn])) {
    if (page.has(id)) groups.set(id, 'page-start');
    // What the app's start needs, and what both the login screen and the signed-in layout need:
    // every page is one or the other.
    else if (app.has(id) || (login.has(id) && signedIn.has(id))) groups.set(id, 'app');
    // Every page but the login screen.
    else if (signedIn.has(id)) groups.set(id, 'signed-in');
  }
  return groups;
}
