import { flagCountryFor, languageName } from '@cinevocab/core';
import { CN, DE, DK, ES, FR, GB, IN, IT, PT, SK } from 'country-flag-icons/react/3x2';
import type { CSSProperties, ComponentType, SVGAttributes } from 'react';
import classes from './language-flag.module.css';

type FlagComponent = ComponentType<SVGAttributes<SVGElement> & { title?: string }>;

/** Only the flags the product shows are bundled; any other code gets a white flag. */
const FLAGS: Readonly<Record<string, FlagComponent>> = { CN, DE, DK, ES, FR, GB, IN, IT, PT, SK };

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
  const Flag = country === undefined ? undefined : FLAGS[country];
  const style: CSSProperties = { width, height: Math.round((width * 2) / 3) };
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name, title: name } as const);

  if (Flag === undefined) {
    return <span className={classes.flag} data-flag="white" style={style} {...a11y} />;
  }
  return (
    <span className={classes.flag} data-flag={country} style={style} {...a11y}>
      <Flag className={classes.svg} aria-hidden />
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
