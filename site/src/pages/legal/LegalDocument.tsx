import type { ReactNode } from 'react';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  /** Anchor of the section, also the base of its heading id. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  /** A short line under the title: version, date of effect. */
  meta?: ReactNode;
  sections: readonly LegalSection[];
  /** Shown before the numbered sections (a key-figures box). */
  summary?: ReactNode;
  /** Anything after the numbered sections (a contact block, a closing note). */
  children?: ReactNode;
}

/** The frame of the three legal pages: title, summary of contents, then numbered sections. */
export function LegalDocument({ title, intro, meta, sections, summary, children }: LegalDocumentProps) {
  return (
    <>
      <section className={`hero ${styles.hero}`} aria-labelledby="legal-title">
        <div className={`container hero-inner ${styles.heroInner}`}>
          <h1 id="legal-title">{title}</h1>
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          <div className="hero-lead">{intro}</div>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            Sommaire
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {summary}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          {children}
        </div>
      </div>
    </>
  );
}
