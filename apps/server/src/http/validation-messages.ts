import { z } from 'zod/mini';

/**
 * The contracts of packages/core are written with zod/mini, which brings no texts of its own: a
 * refusal that a contract does not word itself would read "Invalid input". The server's answers
 * say what is wrong in zod's English (`language: Invalid option: expected one of …`), so it loads
 * those texts once, before it reads a request: at start, and in the tests' setup. Classic zod,
 * which the server's own schemas use, loads them too, but only once one of its schemas is built,
 * which a module that reads nothing but the contracts never does.
 */
export function useEnglishValidationMessages(): void {
  z.config(z.locales.en());
}
