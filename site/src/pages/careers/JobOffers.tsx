import { useState } from 'react';
import type { StoredJob } from '@shared/domain/jobs';
import {
  ALL_DEPARTMENTS,
  DEPARTMENT_FILTERS,
  EMPTY_OFFERS_MESSAGE,
  type DepartmentFilter,
} from './careersData';
import { JobCard } from './JobCard';
import styles from './CareersPage.module.css';

export interface JobOffersProps {
  /** The stored `jobs` documents, in display order. */
  jobs: readonly StoredJob[];
  /** True while the offers are being fetched: shows a loading line instead of the empty message. */
  loading?: boolean;
}

/** The offers and their department filter (an island of /careers: jobOffers.island.tsx). */
export function JobOffers({ jobs, loading = false }: JobOffersProps) {
  const [department, setDepartment] = useState<DepartmentFilter>(ALL_DEPARTMENTS);
  const visibleJobs =
    department === ALL_DEPARTMENTS ? jobs : jobs.filter((job) => job.department === department);
  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filtrer les offres par département">
        {DEPARTMENT_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.filter}
            aria-pressed={department === name}
            onClick={() => setDepartment(name)}
          >
            {name}
          </button>
        ))}
      </div>
      {loading ? (
        <p className="empty-state" role="status">
          Chargement des offres…
        </p>
      ) : visibleJobs.length === 0 ? (
        <p className="empty-state" role="status">
          {EMPTY_OFFERS_MESSAGE}
        </p>
      ) : (
        <ul className={styles.jobs} aria-label={`Offres : ${department}`}>
          {visibleJobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </ul>
      )}
    </>
  );
}
