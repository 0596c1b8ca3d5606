import { type Coverage, coverageColor, TitleCoverageMessages } from '@cinevocab/core';
import type { CSSProperties } from 'react';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import classes from './coverage-badge.module.css';

/**
 * A card's coverage: '92%' in the coverage palette, and on hover, focus or touch 'You know 92% of
 * the words · 14 to learn for 95%', which is also its accessible name. It sits beside the card's
 * link, not in it, so the link keeps one stop per title and the badge a stop of its own.
 */
export function CoverageBadge({
  coverage,
  inline = false,
}: {
  coverage: Coverage | undefined;
  /** In the flow of a row of badges, rather than over a poster's corner. */
  inline?: boolean;
}) {
  if (!coverage) return null;
  const detail = TitleCoverageMessages.detail(coverage.percent, coverage.words_to_95);
  const colour = { '--coverage-color': `var(--mantine-color-${coverageColor(coverage.percent)}-9)` };
  return (
    <DeferredTooltip label={detail} withArrow multiline maw={240}>
      <button
        type="button"
        className={inline ? classes.inline : classes.badge}
        style={colour as CSSProperties}
        aria-label={detail}
      >
        {TitleCoverageMessages.badge(coverage.percent)}
      </button>
    </DeferredTooltip>
  );
}
