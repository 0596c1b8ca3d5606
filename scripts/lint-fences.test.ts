/**
 * The server's and the packages' fences in eslint.config.js, proved: each forbidden import is
 * linted as if written in a file of the real folders (the file need not exist), and must fail with
 * its rule's message; the allowed way must pass.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The fence messages lint gives `code` written at `filePath` (from the repository's root). */
async function fenceMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (path: string) => `import * as imported from '${path}';\nexport const used = imported;\n`;

describe('lint fences around the server and the packages', () => {
  it("refuses a module's file imported from another module, and takes its entry", async () => {
    const file = 'apps/server/src/modules/coverage/fence-fixture.ts';
    expect(await fenceMessages(file, importing('../progress/progress.service.js'))).toEqual([
      expect.stringContaining("Import the 'progress' module through its entry, 'modules/progress/index.js'"),
    ]);
    expect(await fenceMessages(file, importing('../progress/index.js'))).toEqual([]);
  });

  it('lets the files of one module import each other directly', async () => {
    const file = 'apps/server/src/modules/progress/fence-fixture.ts';
    expect(await fenceMessages(file, importing('./progress.service.js'))).toEqual([]);
  });

  it("refuses http/ reaching into a module, and takes the module's entry", async () => {
    const file = 'apps/server/src/http/fence-fixture.ts';
    expect(await fenceMessages(file, importing('../modules/words/words.service.js'))).toEqual([
      expect.stringContaining("Import the 'words' module through its entry"),
    ]);
    expect(await fenceMessages(file, importing('../modules/words/index.js'))).toEqual([]);
  });

  it('refuses the database schema outside repositories, db/ and tests', async () => {
    const schema = '../../db/schema.js';
    const message = 'Only repositories (*.repository.ts) and db/ import the database schema.';
    expect(
      await fenceMessages('apps/server/src/modules/progress/fence-fixture.service.ts', importing(schema)),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await fenceMessages('apps/server/src/modules/progress/fence-fixture.routes.ts', importing(schema)),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await fenceMessages('apps/server/src/modules/progress/fence-fixture.repository.ts', importing(schema)),
    ).toEqual([]);
    expect(
      await fenceMessages('apps/server/src/modules/progress/fence-fixture.test.ts', importing(schema)),
    ).toEqual([]);
    expect(await fenceMessages('apps/server/src/db/fence-fixture.ts', importing('./schema.js'))).toEqual([]);
  });

  it('refuses a repository in routes, and takes the service', async () => {
    const file = 'apps/server/src/modules/progress/fence-fixture.routes.ts';
    expect(await fenceMessages(file, importing('./progress.repository.js'))).toEqual([
      expect.stringContaining('Routes do not use repositories: call a service of the module'),
    ]);
    expect(await fenceMessages(file, importing('./progress.service.js'))).toEqual([]);
  });

  it('refuses a module in src/shared/, which sits below them', async () => {
    const file = 'apps/server/src/shared/fence-fixture.ts';
    expect(await fenceMessages(file, importing('../modules/progress/index.js'))).toEqual([
      expect.stringContaining('src/shared/ holds what several modules use'),
    ]);
    expect(await fenceMessages(file, importing('./language-pair.js'))).toEqual([]);
  });

  it('refuses apps/ in the packages, their tests included, and takes another package', async () => {
    const client = '../../../apps/server/src/db/client.js';
    const message = 'Packages never import from apps/.';
    expect(await fenceMessages('packages/lexicon/src/fence-fixture.ts', importing(client))).toEqual([
      expect.stringContaining(message),
    ]);
    expect(await fenceMessages('packages/lexicon/src/fence-fixture.test.ts', importing(client))).toEqual([
      expect.stringContaining(message),
    ]);
    expect(
      await fenceMessages('packages/lexicon/src/fence-fixture.ts', importing('@cinevocab/core')),
    ).toEqual([]);
  });
});
