// Mantine's tooltip as a module of its own, for DeferredTooltip to fetch when a page first needs it.
export { Tooltip as default } from '@mantine/core';
