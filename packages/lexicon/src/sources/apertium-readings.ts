import { spawnSync } from 'node:child_process';
import type { Reading } from '../languages/types.js';
import { distinctReadings, sameReading } from '../languages/parts-of-speech.js';
import { analyseForms, type ApertiumAnalyser, parseAnalysis, withPronounLemmas } from './apertium.js';

/**
 * Every reading Apertium's analyser gives each form, the likeliest first.
 *
 * The analyser alone lists readings in no useful order (`partido`: partir's participle or the
 * noun). Apertium's tagger knows which is likelier: it was trained on running text, and a form
 * tagged on its own (a one-word sentence) comes out with the reading its model prefers without
 * context, nearly always the commonest (partido, cambio, estado → the nouns; fue → ser). Measured on
 * the Spanish UD dev split, that order alone took the lemma accuracy from 0.86 to 0.92.
 */
export function apertiumReadings(
  analyser: ApertiumAnalyser,
  forms: readonly string[],
): Map<string, Reading[]> {
  const readings = analyseForms(analyser, forms);
  const preferred = taggedAlone(analyser, [...readings.keys()]);
  const nouns = nounsOfTheirOwn(analyser, [...readings.keys()]);
  for (const [form, list] of readings) {
    const choice = preferred.get(form);
    if (choice !== undefined) {
      const index = list.findIndex((reading) => sameReading(reading, choice));
      if (index > 0) list.unshift(...list.splice(index, 1));
    }
    if (!nouns.has(form)) adjectiveBeforeWomanNoun(list);
    // Two analyses can read the same (the tags told them apart): keep the first.
    readings.set(form, distinctReadings(list));
  }
  return readings;
}

/**
 * `europea`, `italiana`: a feminine noun of a person (a European woman) is its own lemma here, but
 * the form is far more often the adjective (europeo): read it so when the likeliest reading is
 * that noun and the adjective is the same word in the masculine. Not for a noun of its own
 * (política, lista), which the analyser lists under its own spelling.
 */
function adjectiveBeforeWomanNoun(list: Reading[]): void {
  const first = list[0]?.[0];
  if (list[0]?.length !== 1 || first?.pos !== 'NOUN' || !first.lemma.endsWith('a')) return;
  const masculine = `${first.lemma.slice(0, -1)}o`;
  const index = list.findIndex(
    (reading) => reading.length === 1 && reading[0]?.pos === 'ADJ' && reading[0].lemma === masculine,
  );
  if (index > 0) list.unshift(...list.splice(index, 1));
}

/** The tagger's reading of each form as a sentence of its own. */
function taggedAlone(analyser: ApertiumAnalyser, forms: readonly string[]): Map<string, Reading> {
  const input = `${forms.map((form) => `${form} .`).join('\n')}\n`;
  let stream = run('lt-proc', ['-a', analyser.binary], input);
  if (analyser.grammar !== undefined) stream = run('cg-proc', ['-w', analyser.grammar], stream);
  const lines = run('apertium-tagger', ['-g', analyser.tagger], stream).split('\n');
  const chosen = new Map<string, Reading>();
  forms.forEach((form, index) => {
    // `^partido<n><m><sg>$ ^.<sent>$`: one unit for the form, then the full stop.
    const units = [...(lines[index] ?? '').matchAll(/\^([^$]*)\$/g)].map((match) => match[1] ?? '');
    if (units.length !== 2 || units[0]?.startsWith('*')) return;
    // Alone at the start of a sentence, an imperative is likelier than anywhere in running text:
    // the tagger's pick says nothing then (Danish `godt` → godte).
    if (units[0]?.includes('<imp>')) return;
    const reading = parseAnalysis(units[0] ?? '', form);
    if (reading !== undefined) chosen.set(form, withPronounLemmas(reading, form));
  });
  return chosen;
}

/** Forms the analyser reads as a noun whose lemma is the form itself (la política, la lista). */
function nounsOfTheirOwn(analyser: ApertiumAnalyser, forms: readonly string[]): Set<string> {
  const lines = run('lt-proc', ['-a', analyser.binary], `${forms.join('\n')}\n`).split('\n');
  const nouns = new Set<string>();
  forms.forEach((form, index) => {
    if ((lines[index] ?? '').toLowerCase().includes(`/${form}<n>`)) nouns.add(form);
  });
  return nouns;
}

function run(command: string, args: readonly string[], input: string): string {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0 || result.error !== undefined)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || String(result.error)}`);
  return result.stdout;
}
