import { type Company, CatalogMessages, type Genre } from '@cinevocab/core';
import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconStarFilled } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { CatalogImage } from '../catalog-image';
import classes from './fact-list.module.css';
import { formatVote } from './format';

/** The facts of a details panel as a description list, laid out in a grid. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

export interface FactProps {
  label: string;
  icon?: ReactNode;
  /** Long values (overview, genres, companies) take the whole width. */
  wide?: boolean;
  children: ReactNode;
}

/** One fact; its value is named by its label, so 'Rating' can be found as such by assistive tech. */
export function Fact({ label, icon, wide = false, children }: FactProps) {
  const id = useId();
  return (
    <div className={classes.fact} data-wide={wide || undefined}>
      <dt id={id} className={classes.label}>
        {icon && (
          <span className={classes.labelIcon} aria-hidden>
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd aria-labelledby={id} className={classes.value}>
        {children}
      </dd>
    </div>
  );
}

/** The average vote with one decimal and the vote count, or 'Not rated yet' without votes. */
export function RatingValue({ average, count }: { average: number; count: number }) {
  if (count === 0) return <Text c="dimmed">{CatalogMessages.notRated}</Text>;
  return (
    <Group gap={8} wrap="wrap" align="baseline">
      <Group gap={4} wrap="nowrap" align="center">
        <IconStarFilled size={16} className={classes.star} aria-hidden />
        <Text component="span" fw={700} fz="lg">
          {formatVote(average)}
        </Text>
        <Text component="span" c="dimmed" fz="sm">
          {CatalogMessages.ratingOutOfTen}
        </Text>
      </Group>
      <Text component="span" c="dimmed" fz="sm">
        {CatalogMessages.votes(count)}
      </Text>
    </Group>
  );
}

export function GenreBadges({ genres }: { genres: readonly Genre[] }) {
  if (genres.length === 0) return <Text c="dimmed">{CatalogMessages.unknown}</Text>;
  return (
    <ul className={classes.chips}>
      {genres.map((genre) => (
        <li key={genre.id}>
          <Badge variant="light" radius="xl" size="lg" tt="none" fw={600}>
            {genre.name}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Production companies, each with its logo when the catalog has one. */
export function CompanyList({ companies }: { companies: readonly Company[] }) {
  if (companies.length === 0) return <Text c="dimmed">{CatalogMessages.unknown}</Text>;
  return (
    <ul className={classes.companies}>
      {companies.map((company) => (
        <li key={company.id} className={classes.company}>
          <span className={classes.logoFrame}>
            {company.logo_path ? (
              <CatalogImage
                kind="logo"
                path={company.logo_path}
                alt=""
                variant="small"
                className={classes.logo}
              />
            ) : (
              <ThemeIcon variant="transparent" color="gray" size={32} aria-hidden>
                <IconBuilding size={22} stroke={1.5} />
              </ThemeIcon>
            )}
          </span>
          <Text component="span" fw={600} fz="sm">
            {company.name}
          </Text>
        </li>
      ))}
    </ul>
  );
}
