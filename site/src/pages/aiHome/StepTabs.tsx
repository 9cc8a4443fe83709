import type { AiStep } from './aiHomeData';
import styles from './AiHomePage.module.css';

/**
 * The steps, with no script (docs/islands.md#le-html-dabord): a group of radio buttons, one per step (one tab stop,
 * the arrow keys move and select, as tabs do), and every step's panel in the HTML; the stylesheet shows the panel
 * of the checked step (`:has()`, AiHomePage.module.css). The first step is checked in the HTML.
 */
export function StepTabs({ steps }: { steps: readonly AiStep[] }) {
  return (
    <div className={styles.stepsLayout}>
      <fieldset className={styles.tabList}>
        <legend className="visually-hidden">Les étapes de votre projet</legend>
        {steps.map((item, index) => (
          <label key={item.id} className={styles.tab} id={`ai-step-tab-${item.id}`}>
            <input
              type="radio"
              name="ai-step"
              value={item.id}
              data-step={index}
              defaultChecked={index === 0}
              aria-controls={`ai-step-panel-${item.id}`}
              className={`visually-hidden ${styles.tabInput}`}
            />
            <span className={styles.tabNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.tabText}>
              <span className={styles.tabTitle}>{item.title}</span>
              <span className={styles.tabSummary}>{item.summary}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {steps.map((step, index) => (
        <div
          key={step.id}
          role="region"
          id={`ai-step-panel-${step.id}`}
          aria-labelledby={`ai-step-title-${step.id}`}
          data-step={index}
          className={styles.panel}
        >
          <p className={styles.panelKicker}>
            Étape {index + 1} sur {steps.length}
          </p>
          <h3 className={styles.panelTitle} id={`ai-step-title-${step.id}`}>
            {step.title}
          </h3>
          <p>{step.detail}</p>
          <ul className="check-list">
            {step.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className={styles.duration}>
            <span className={styles.durationLabel}>Durée&nbsp;:</span> {step.duration}
          </p>
        </div>
      ))}
    </div>
  );
}
