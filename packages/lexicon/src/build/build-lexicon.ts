/**
 * `npm run lexicon:build [-- --dir DIR] [--languages es,fr] [--if-stale] [--dictionaries]
 *   [--ipa-lemmas N]`
 * Builds the lemma tables into LEXICON_DIR (default data/lexicon) from the committed data and
 * prints what each was built from. The server needs nothing else: its glosses are committed.
 * `--dictionaries` (maintainers) also builds the dictionary tables from the Debian packages into
 * its dictionaries/ folder, as `npm run lexicon:glosses` does before it commits them.
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
      dictionaries: { type: 'boolean', default: false },
      /** Accepted for older scripts: the dictionaries are built only with --dictionaries. */
      'no-dictionaries': { type: 'boolean', default: false },
      'ipa-lemmas': { type: 'string' },
      /** The dictionaries of this many lemmas a language (the tests' and the journeys' set). */
      'dictionary-lemmas': { type: 'string' },
    },
  });
  const wholeNumber = (flag: 'ipa-lemmas' | 'dictionary-lemmas'): number | undefined => {
    const raw = values[flag];
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`--${flag} wants a whole number, not '${raw}'`);
    return value;
  };
  const dictionaryLemmas = wholeNumber('dictionary-lemmas');
  const ipaLemmas = wholeNumber('ipa-lemmas') ?? dictionaryLemmas;
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
    dictionaries:
      !values.dictionaries || values['no-dictionaries']
        ? false
        : {
            ...(ipaLemmas === undefined ? {} : { ipaLemmas }),
            ...(dictionaryLemmas === undefined ? {} : { maxLemmas: dictionaryLemmas }),
          },
    onBuilt(language, entry) {
      const sources = entry.sources.map((source) => `${source.name} [${source.version}]`).join('; ');
      console.log(
        `lexicon-build language=${language} forms=${entry.forms} lemmas=${entry.lemmas} names=${entry.names} ` +
          `kb=${Math.round(entry.bytes / 1024)} ms=${entry.buildMs} readings=${entry.hasAnalyser ? 'yes' : 'no'}\n  sources: ${sources}`,
      );
    },
    onDictionaryBuilt(entry) {
      const what = entry.kind === 'translations' ? `${entry.from}-${entry.to}` : entry.language;
      const sources = entry.sources.map((source) => `${source.name} [${source.version}; ${source.licence}]`);
      console.log(
        `dictionary-build file=${entry.file} kind=${entry.kind} for=${what} headwords=${entry.headwords} ` +
          `kb=${Math.round(entry.bytes / 1024)} ms=${entry.buildMs}${entry.approximate === true ? ' approximate' : ''}` +
          `\n  sources: ${sources.join('; ')}`,
      );
    },
  });
  if (result.upToDate.length > 0) console.log(`up to date: ${result.upToDate.join(' ')}`);
  const dictionaries = result.dictionaries;
  if (dictionaries !== undefined) {
    if (dictionaries.upToDate.length > 0)
      console.log(`dictionaries up to date: ${dictionaries.upToDate.length} files`);
    if (dictionaries.removed.length > 0)
      console.log(`dictionaries removed (sources gone): ${dictionaries.removed.join(' ')}`);
    for (const note of dictionaries.notes) console.log(`dictionaries: ${note}`);
    const missing = dictionaries.missing.map(({ from, to }) => `${from}-${to}`);
    if (missing.length > 0) console.log(`no dictionary for: ${missing.join(' ')}`);
  }
  const dictionaryVersion = dictionaries?.version ? `, dictionaries ${dictionaries.version}` : '';
  console.log(
    `lexicon ${result.version}${dictionaryVersion} in ${dir} (${result.built.length} tables and ` +
      `${dictionaries?.built.length ?? 0} dictionary files built in ${Math.round(performance.now() - started)} ms)`,
  );
}

await main();
