import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tables/frequency.js';
import { licenceOfCopyright } from './debian.js';
import { dictionaryDebianPackages, freedictPackages, pairSources } from './sources.js';

describe('Debian copyright files', () => {
  const freedict = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/

Files: debian/*
License: GPL-3+

Files: deu-eng/*
Copyright: Frank Richter
License: GPL-3+

Files: fra-spa/* fra-ita/*
Copyright: Karl Bartel
License: CC-BY-SA-3.0
`;

  it('reads the licence of the paragraph that names the dictionary', () => {
    expect(licenceOfCopyright(freedict, 'deu-eng/*')).toBe('GPL-3+');
    expect(licenceOfCopyright(freedict, 'fra-ita/*')).toBe('CC-BY-SA-3.0');
  });

  it('falls back on the paragraph for every file, else nothing', () => {
    expect(
      licenceOfCopyright('Files: *\nLicense: WordNet3.0\n\nFiles: debian/*\nLicense: GPL-2+\n', undefined),
    ).toBe('WordNet3.0');
    expect(licenceOfCopyright(freedict, 'eng-hin/*')).toBeUndefined();
  });
});

describe('the install scripts', () => {
  const read = (file: string): string => readFileSync(path.join(repositoryRoot, file), 'utf8');

  it("the maintainer's script installs every package the gloss builder reads", () => {
    const script = read('scripts/install-maintainer-sources.sh');
    const absent = dictionaryDebianPackages.filter((name) => !new RegExp(`\\b${name}\\b`).test(script));
    expect(absent).toEqual([]);
  });

  it('the tests install none of them: they run on the committed data alone', () => {
    const script = read('scripts/ensure-system-packages.sh');
    expect(dictionaryDebianPackages.filter((name) => new RegExp(`\\b${name}\\b`).test(script))).toEqual([]);
  });

  it('uses every FreeDict dictionary it installs', () => {
    const used = new Set(
      Object.values(pairSources).flatMap((targets) =>
        Object.values(targets).flatMap((sources) =>
          sources.flatMap((source) =>
            source.kind === 'freedict' ? [`dict-freedict-${source.dictionary}`] : [],
          ),
        ),
      ),
    );
    expect([...used].sort()).toEqual([...freedictPackages]);
    const installed =
      read('scripts/install-maintainer-sources.sh').match(/dict-freedict-[a-z]{3}-[a-z]{3}/g) ?? [];
    expect([...new Set(installed)].sort()).toEqual([...freedictPackages]);
  });
});
