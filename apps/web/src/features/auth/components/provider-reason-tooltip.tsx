import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export interface ProviderReasonTooltipProps {
  label: string;
  children: ReactElement;
}

/** Why a sign-in provider's button is disabled, shown on hover and focus. */
export function ProviderReasonTooltip({ label, children }: ProviderReasonTooltipProps) {
  return (
    <Tooltip label={label} withArrow multiline maw={260}>
      {children}
    </Tooltip>
  );
}
