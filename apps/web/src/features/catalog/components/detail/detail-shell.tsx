import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { CatalogImage } from '../catalog-image';
import classes from './detail-shell.module.css';

export interface DetailShellProps {
  /** The picture behind the header: a backdrop, or an episode's still. Null for a plain gradient. */
  backdrop: { kind: 'backdrop' | 'still'; path: string | null };
  back: { to: string; label: string };
  /** The header's content, written in white over the darkened backdrop. */
  header: ReactNode;
  /** The page below the header. */
  children?: ReactNode;
}

/**
 * The frame of the movie, TV show and episode pages: a backdrop (or a plain gradient)
 * under a dark gradient that keeps white text legible on any picture, a back link, then the page.
 */
export function DetailShell({ backdrop, back, header, children }: DetailShellProps) {
  return (
    <>
      <section className={classes.hero}>
        {/* Decoration only: the title is written out in the header. */}
        <div className={classes.backdrop} aria-hidden>
          {backdrop.path !== null && (
            <CatalogImage
              kind={backdrop.kind}
              path={backdrop.path}
              alt=""
              variant="large"
              sizes="100vw"
              lazy={false}
              className={classes.backdropImage}
            />
          )}
        </div>
        <Container size="xl" className={classes.heroInner}>
          <Anchor component={Link} to={back.to} className={classes.back}>
            <IconArrowLeft size={18} aria-hidden />
            {back.label}
          </Anchor>
          <div className={classes.header}>{header}</div>
        </Container>
      </section>
      {children !== undefined && (
        <Container size="xl" className={classes.body}>
          {/* Nothing in it waits: the boundary has React take the page's body over from the
              server's page in a pass and a task of its own, after the title's header. */}
          <Suspense fallback={null}>{children}</Suspense>
        </Container>
      )}
    </>
  );
}
