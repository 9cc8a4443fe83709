import type { StoredJob } from '@shared/domain/jobs';
import styles from './CareersPage.module.css';

/** One offer; `filter` is its department's place in the filter (the stylesheet hides it under another one). */
export function JobCard({ job, filter }: { job: StoredJob; filter?: number }) {
  const titleId = `job-${job._id}-title`;
  return (
    <li data-filter={filter}>
      <article className={styles.job} aria-labelledby={titleId}>
        <p className={styles.jobDepartment}>{job.department}</p>
        <h3 id={titleId} className={styles.jobTitle}>
          {job.title}
        </h3>
        <dl className={styles.jobFacts}>
          <div>
            <dt>Lieu</dt>
            <dd>{job.location}</dd>
          </div>
          <div>
            <dt>Contrat</dt>
            <dd>{job.type}</dd>
          </div>
          <div>
            <dt>Expérience</dt>
            <dd>{job.experience}</dd>
          </div>
          <div>
            <dt>Salaire</dt>
            <dd>{job.salary}</dd>
          </div>
        </dl>
        <p>{job.description}</p>
        {job.requirements.length > 0 ? (
          <>
            <h4 className={styles.jobSubtitle}>Profil recherché</h4>
            <ul className="check-list">
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </>
        ) : null}
        <a href="/contact" className="button button-ghost">
          Postuler<span className="visually-hidden">&nbsp;: {job.title}</span>
        </a>
      </article>
    </li>
  );
}
