/**
 * The characters of the demo catalog's titles, as their subtitles name them (in every language:
 * the names are the same in each file). A show's characters are those of every episode. Several
 * are ordinary words somewhere (es `rosa`, en `rose`, `june`, `pepper`), which is why the title's
 * analysis is told them: they are names there, never words to learn.
 */
export const demoMovieCharacters: ReadonlyMap<number, readonly string[]> = new Map([
  [910001, ['Rosa Marino', 'Leo Marino', 'Amalia', 'Gustavo', 'Marco']],
  [910002, ['Vera', 'Iris', 'Lucia', 'Albin', 'Maya', 'Agnes']],
  [910003, ['Nora Hollis', 'Margaret Fenwick', 'Edward', 'Greta', 'Clara Ferris']],
  [910004, ['Tess', 'Ben', 'Malik', 'Zoe', 'Mr Harris']],
  [910005, ['Pim', 'Greta', 'Nora', 'Elias Brandt', 'Clara']],
  [910006, ['Ravi', 'Bruno', 'Tessa', 'Mia', 'Jana Lind']],
  [910007, ['Bernadette', 'Yasmin Haddad', 'Leo', 'Mr Roth', 'Mrs Berg']],
  [910008, ['Pip', 'Ruby', 'Oscar', 'Helen', 'Dan', 'Ada', 'Tom']],
]);

export const demoShowCharacters: ReadonlyMap<number, readonly string[]> = new Map([
  [
    920001,
    [
      'Sam',
      'Ruby',
      'Theo',
      'Bernie',
      'Nadia',
      'Rose',
      'Jonas',
      'Edith',
      'Clara',
      'Walter',
      'Juniper',
      'Bertha',
    ],
  ],
  [920002, ['Felix', 'June', 'Lou', 'Ana', 'Pepper', 'Rosalind', 'Maggie', 'Nadia']],
]);
