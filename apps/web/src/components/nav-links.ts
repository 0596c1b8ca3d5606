import { AppRoutes, Messages } from '@cinevocab/core';

/** The links of the navigation bar. */
export const barLinks = [
  { to: AppRoutes.home, label: Messages.navHome },
  { to: AppRoutes.myWords, label: Messages.navMyWords },
  { to: AppRoutes.myMovies, label: Messages.navMyMovies },
] as const;

/** The mobile menu also offers the three browse categories of the home page. */
export const menuLinks = [
  ...barLinks,
  { to: AppRoutes.category('popular'), label: Messages.navMovies },
  { to: AppRoutes.category('tv'), label: Messages.navTvShows },
  { to: AppRoutes.category('top_rated'), label: Messages.navTopRated },
] as const;
