import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The title's id, which names the section for assistive technologies. */
  titleId: string;
  title: ReactNode;
  /** On the page's alternate background. */
  tinted?: boolean;
  /** A class added to the container, for the section's own layout. */
  layout?: string;
  children: ReactNode;
}

/** A band of a content page: the page's width, a level-2 title that names it, then its content. */
export function PageSection({ titleId, title, tinted = false, layout, children }: PageSectionProps) {
  return (
    <section className={tinted ? 'page-section tinted' : 'page-section'} aria-labelledby={titleId}>
      <div className={layout ? `container ${layout}` : 'container'}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
