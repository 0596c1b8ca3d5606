import { describe, expect, it } from 'vitest';
import { parseSubtitles } from './parse-subtitles.js';
import { splitIntoSentences } from './sentences.js';
import { describeSentences, srtOf, srtOfTexts } from './test-helpers.js';

/** Sentences of a file of one-second cues, one every two seconds (cue i runs from 2i to 2i+1). */
function sentencesOf(...cueTexts: string[]): string[] {
  return describeSentences(parseSubtitles(srtOfTexts(cueTexts)));
}

describe('splitIntoSentences', () => {
  it('splits after . ? ! … before a capital, ¿ or ¡', () => {
    expect(splitIntoSentences('How dumb do they think I am? Huh? A check?')).toEqual([
      'How dumb do they think I am?',
      'Huh?',
      'A check?',
    ]);
    expect(splitIntoSentences('¿Qué? ¡No te metas! Vale… Adiós.')).toEqual([
      '¿Qué?',
      '¡No te metas!',
      'Vale…',
      'Adiós.',
    ]);
    expect(splitIntoSentences('He said "Go." Then he left.')).toEqual(['He said "Go."', 'Then he left.']);
  });

  it('does not split before a lower-case word, inside decimals or after abbreviations', () => {
    expect(splitIntoSentences('Antenne dans cinq... quatre...')).toEqual(['Antenne dans cinq... quatre...']);
    expect(splitIntoSentences('PM2.5 subió 11.1% hoy.')).toEqual(['PM2.5 subió 11.1% hoy.']);
    for (const text of [
      'Mr. Simpson, I can assure you.',
      'Dr. Hibbert is in.',
      'Sr. Gómez y Sra. Ruiz llegan.',
      'M. Dupont est là.',
      'Äpfel, Birnen usw. Alles da.',
      'Zum Beispiel z.B. Äpfel.',
      'Pens, paper, etc. All there.',
    ]) {
      expect(splitIntoSentences(text), text).toEqual([text]);
    }
  });
});

describe('sentences', () => {
  it('splits a cue that holds several sentences, each keeping the cue’s times', () => {
    expect(sentencesOf('Yeah. Win this.', 'One million dollars.')).toEqual([
      '0–1 Yeah.',
      '0–1 Win this.',
      '2–3 One million dollars.',
    ]);
  });

  it('joins cues until the sentence ends, from the start of its first cue to the end of its last', () => {
    const parsed = parseSubtitles(
      srtOfTexts([
        'Il fut un temps,',
        'avant l’existence du câble,',
        'où le présentateur régnait.',
        'Voilà.',
      ]),
    );
    expect(describeSentences(parsed)).toEqual([
      '0–5 Il fut un temps, avant l’existence du câble, où le présentateur régnait.',
      '6–7 Voilà.',
    ]);
    expect(parsed.sentences.map((sentence) => [sentence.order, sentence.cueIndexes])).toEqual([
      [0, [0, 1, 2]],
      [1, [3]],
    ]);
  });

  it('carries a sentence ending mid-cue into the next cue', () => {
    expect(
      sentencesOf('Al final, todas', 'queríamos lo mismo: ser libres. Y si para eso', 'había que luchar...'),
    ).toEqual([
      '0–3 Al final, todas queríamos lo mismo: ser libres.',
      '2–5 Y si para eso había que luchar...',
    ]);
  });

  it('continues after `...` only into `...` or a lower-case start', () => {
    expect(
      sentencesOf('Ich habe Albträume, dass ich verfolgt werde ...', '...von diesen Todesklauen...'),
    ).toEqual(['0–3 Ich habe Albträume, dass ich verfolgt werde von diesen Todesklauen...']);
    expect(sentencesOf('Lo haré cuando...', 'cuando me lo pidas.')).toEqual([
      '0–3 Lo haré cuando... cuando me lo pidas.',
    ]);
    expect(sentencesOf('Es ist nur...', 'Na schön! Gut!')).toEqual([
      '0–1 Es ist nur...',
      '2–3 Na schön!',
      '2–3 Gut!',
    ]);
  });

  it('continues after a colon or comma into a capital, and stops at a broken-off dash', () => {
    expect(sentencesOf('Un présentateur les surclassait tous:', 'Ron Burgundy.')).toEqual([
      '0–3 Un présentateur les surclassait tous: Ron Burgundy.',
    ]);
    expect(sentencesOf('I bought the dumbwaiter—', 'Maybe I should be going.')).toEqual([
      '0–1 I bought the dumbwaiter—',
      '2–3 Maybe I should be going.',
    ]);
  });

  it('ends a sentence at every dialogue dash, as each is a different speaker', () => {
    expect(sentencesOf('- Déjala.\n- Tú no te metas. ¡No te metas!')).toEqual([
      '0–1 Déjala.',
      '0–1 Tú no te metas.',
      '0–1 ¡No te metas!',
    ]);
    expect(sentencesOf('- Do kids go\non bike rides anymore?\n- Yes!')).toEqual([
      '0–1 Do kids go on bike rides anymore?',
      '0–1 Yes!',
    ]);
    expect(sentencesOf('Pero nosotros tenemos una hija,', '- ¿Una hija?')).toEqual([
      '0–1 Pero nosotros tenemos una hija,',
      '2–3 ¿Una hija?',
    ]);
    expect(
      sentencesOf('- Porque digo la verdad.\n- Alba Romero,', '25 años, antecedentes de hurto.'),
    ).toEqual(['0–1 Porque digo la verdad.', '0–3 Alba Romero, 25 años, antecedentes de hurto.']);
  });

  it('does not join across a long silence or overlapping cues unless the words say so', () => {
    const parsed = parseSubtitles(
      srtOf([
        // An unpunctuated on-screen title (an advert used to stand here; credit-lines.ts drops those).
        [1, 4, 'PRESENTATEUR VEDETTE'],
        [27, 30, 'CE FILM RELATE DES ÉVÉNEMENTS'],
        [30.5, 34, 'QUI ONT EXISTÉ.'],
        [40, 44, 'Episodio 25 Le giornate di Limur'],
        [41, 43, 'In passato ho avuto dei problemi'],
        [50, 52, 'E da allora...'],
        [65, 67, 'ho passato giornate impegnative.'],
      ]),
    );
    expect(describeSentences(parsed)).toEqual([
      '1–4 PRESENTATEUR VEDETTE',
      '27–34 CE FILM RELATE DES ÉVÉNEMENTS QUI ONT EXISTÉ.',
      '40–44 Episodio 25 Le giornate di Limur',
      '41–43 In passato ho avuto dei problemi',
      '50–67 E da allora... ho passato giornate impegnative.',
    ]);
  });

  it('uses cue ends as boundaries in a file without punctuation, unless the next cue starts in lower case', () => {
    expect(
      sentencesOf(
        'Este gráfico muestra el índice de Beijing',
        'En un único mes hubo 25 días de polución',
        'Yo estaba en Beijing en aquel momento',
        'y mientras miraba este gráfico',
        'intenté recordar todo, pero no pude',
      ),
    ).toEqual([
      '0–1 Este gráfico muestra el índice de Beijing',
      '2–3 En un único mes hubo 25 días de polución',
      '4–9 Yo estaba en Beijing en aquel momento y mientras miraba este gráfico intenté recordar todo, pero no pude',
    ]);
  });
});
