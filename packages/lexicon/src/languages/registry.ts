import type { StudyLanguageCode } from '@cinevocab/core';
import { danish } from './da/da.js';
import { german } from './de/de.js';
import { english } from './en/en.js';
import { spanish } from './es/es.js';
import { french } from './fr/fr.js';
import { italian } from './it/it.js';
import type { LanguageModule } from './types.js';

/** The study languages the pipeline analyses, one module each (house style 13). */
const registry: Readonly<Record<StudyLanguageCode, LanguageModule>> = {
  en: english,
  es: spanish,
  de: german,
  fr: french,
  da: danish,
  it: italian,
};

export const lexiconLanguages = Object.keys(registry) as StudyLanguageCode[];

export function getLanguage(code: StudyLanguageCode): LanguageModule {
  const language = registry[code];
  if (language === undefined) throw new Error(`no language module for '${String(code)}'`);
  return language;
}

export function isLexiconLanguage(code: string): code is StudyLanguageCode {
  return Object.hasOwn(registry, code);
}
