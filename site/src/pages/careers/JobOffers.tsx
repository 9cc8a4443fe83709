import type { StoredJob } from '@shared/domain/jobs';
import { ALL_DEPARTMENTS, DEPARTMENT_FILTERS, EMPTY_OFFERS_MESSAGE } from './careersData';
import { JobCard } from './JobCard';
import styles from './CareersPage.module.css';

export interface JobOffersProps {
  /** The stored `jobs` documents, in display order. */
  jobs: readonly StoredJob[];
  /** True while the offers are being fetched: shows a loading line instead of the empty message. */
  loading?: boolean;
}

/**
 * The offers and their department filter, with no script (docs/islands.md#le-html-dabord): one radio button per
 * department, and every offer in the HTML; the stylesheet hides the offers of other departments than the checked
 * one (`:has()`, CareersPage.module.css), and shows the empty message of a department without offers.
 */
export function JobOffers({ jobs, loading = false }: JobOffersProps) {
  const filterOf = (department: string) => DEPARTMENT_FILTERS.indexOf(department as never);
  const empty = DEPARTMENT_FILTERS.filter(
    (name) => name !== ALL_DEPARTMENTS && !jobs.some((job) => job.department === name),
  );
  return (
    <div className={styles.offerList}>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">Filtrer les offres par département</legend>
        {DEPARTMENT_FILTERS.map((name, index) => (
          <label key={name} className={styles.filter}>
            <input
              type="radio"
              name="department"
              value={name}
              data-filter={index}
              defaultChecked={name === ALL_DEPARTMENTS}
              className={`visually-hidden ${styles.filterInput}`}
            />
            {name}
          </label>
        ))}
      </fieldset>
      {loading ? (
        <p className="empty-state" role="status">
          Chargement des offres…
        </p>
      ) : jobs.length === 0 ? (
        <p className="empty-state" role="status">
          {EMPTY_OFFERS_MESSAGE}
        </p>
      ) : (
        <>
          <ul className={styles.jobs} aria-label="Offres d’emploi">
            {jobs.map((job) => (
              <JobCard key={job._id} job={job} filter={filterOf(job.department)} />
            ))}
          </ul>
          {empty.map((name) => (
            <p key={name} className={`empty-state ${styles.empty}`} data-filter={filterOf(name)}>
              {EMPTY_OFFERS_MESSAGE}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
