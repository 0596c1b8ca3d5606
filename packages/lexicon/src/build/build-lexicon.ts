/**
 * `npm run lexicon:build [-- --dir DIR] [--languages es,fr] [--no-language-packs] [--if-stale]`
 * Builds the lemma tables into LEXICON_DIR (default data/lexicon) and prints what each was built from.
 */
import { parseArgs } from 'node:util';
import { isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { ensureLexicon } from './ensure-lexicon.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      languages: { type: 'string' },
      'no-language-packs': { type: 'boolean', default: false },
      'if-stale': { type: 'boolean', default: false },
    },
  });
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  const requested = values.languages?.split(',').map((code) => code.trim()) ?? lexiconLanguages;
  const unknown = requested.filter((code) => !isLexiconLanguage(code));
  if (unknown.length > 0)
    throw new Error(`unknown language(s): ${unknown.join(', ')}; known: ${lexiconLanguages.join(' ')}`);
  const started = performance.now();
  const result = await ensureLexicon({
    dir,
    languages: requested.filter(isLexiconLanguage),
    force: !values['if-stale'],
    useLanguagePacks: !values['no-language-packs'],
    onDownload({ downloaded, failed }) {
      if (downloaded.length > 0) console.log(`frequency lists downloaded: ${downloaded.join(' ')}`);
      for (const { language, reason } of failed) {
        console.log(`frequency list for ${language} not downloaded (${reason}): using the npm fallback list`);
      }
    },
    onBuilt(language, entry) {
      const sources = entry.sources.map((source) => `${source.name} [${source.version}]`).join('; ');
      console.log(
        `lexicon-build language=${language} forms=${entry.forms} lemmas=${entry.lemmas} names=${entry.names} ` +
          `kb=${Math.round(entry.bytes / 1024)} ms=${entry.buildMs} analyser=${entry.hasAnalyser ? 'yes' : 'no'}\n  sources: ${sources}`,
      );
    },
  });
  if (result.upToDate.length > 0) console.log(`up to date: ${result.upToDate.join(' ')}`);
  console.log(
    `lexicon ${result.version} in ${dir} (${result.built.length} built in ${Math.round(performance.now() - started)} ms)`,
  );
}

await main();
