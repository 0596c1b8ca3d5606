import { flagCountryFor, languageName } from '@cinevocab/core';
import CN from '@flags/CN.svg?no-inline';
import DE from '@flags/DE.svg?no-inline';
import DK from '@flags/DK.svg?no-inline';
import ES from '@flags/ES.svg?no-inline';
import FR from '@flags/FR.svg?no-inline';
import GB from '@flags/GB.svg?no-inline';
import IN from '@flags/IN.svg?no-inline';
import IT from '@flags/IT.svg?no-inline';
import PT from '@flags/PT.svg?no-inline';
import SK from '@flags/SK.svg?no-inline';
import type { CSSProperties } from 'react';
import classes from './language-flag.module.css';

/**
 * The pictures of the flags the product shows, by country (any other code gets a white flag):
 * files of their own, fetched like any picture and kept by the browser, rather than drawn by
 * JavaScript that every signed-in page would download and run before it can be used.
 */
const FLAGS: Readonly<Record<string, string>> = { CN, DE, DK, ES, FR, GB, IN, IT, PT, SK };

export interface LanguageFlagProps {
  code: string;
  /** Width in pixels; flags are 3:2. */
  width?: number;
  /** Set when the language's name is written next to the flag, so it is not read twice. */
  decorative?: boolean;
}

/** The flag of a language, named after the language (a white flag when it has none). */
export function LanguageFlag({ code, width = 24, decorative = false }: LanguageFlagProps) {
  const name = displayNameOf(code);
  const country = flagCountryFor(code);
  const flag = country === undefined ? undefined : FLAGS[country];
  const style: CSSProperties = { width, height: Math.round((width * 2) / 3) };
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name, title: name } as const);

  if (flag === undefined) {
    return <span className={classes.flag} data-flag="white" style={style} {...a11y} />;
  }
  return (
    <span className={classes.flag} data-flag={country} style={style} {...a11y}>
      <img className={classes.picture} src={flag} alt="" width={style.width} height={style.height} />
    </span>
  );
}

function displayNameOf(code: string): string {
  const name = languageName(code);
  if (name !== code) return name;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
